// SPDX-License-Identifier: MIT
/// A show() gets one page (PAGE_SIZE bytes) and must not write past it,
/// and must return the number of bytes it put there. This rule finds the
/// shapes that break that without knowing any value:
///  - an unbounded write at an offset into the page inside a loop
///    (sprintf(buf + len, ...), strcpy(), strcat(), memcpy(), or through
///    a cursor 'char *p = buf' the loop advances), unless the loop's
///    condition or body mentions PAGE_SIZE: the loop runs past the page as
///    soon as there is enough to print;
///  - strcpy()/strcat() of a string that is not a literal into the page;
///  - sysfs_emit() given a pointer into the page (buf + len, or a cursor
///    that has moved): it refuses anything but the start of the page and
///    writes nothing;
///  - snprintf()'s result returned (directly, in a conditional, or through
///    a variable it was assigned or added to): snprintf() returns the
///    length it would have written, which can be more than the page
///    (not when snprintf(buf, size, ...), returned directly or through
///    the variable it was assigned to, has a literal size, PAGE_SIZE or
///    PAGE_SIZE - N and a literal format of integer conversions that
///    always fits);
///  - a show() that formats into the page, drops the length, and returns
///    a variable that is not a count of bytes written.
/// A show() is a function returning ssize_t whose parameters are two
/// struct pointers and 'char *buf'. Overruns that depend on a value (a
/// string or an array longer than a page) are sysfscheck's.
///
/// Patch mode uses sysfs_emit(buf, ...) for sprintf(), snprintf() and
/// scnprintf() into the page, and sysfs_emit_at(buf, off, ...) for writes
/// at an offset (and for sysfs_emit(buf + off, ...)); sysfs_emit_at()
/// returns what it wrote, so the offset arithmetic of an append loop
/// stays right and stops at the end of the page.
//
// Confidence: Moderate
// Copyright: (C) 2026 sysfscheck authors
// Options: --no-includes --include-headers --macro-file scripts/coccinelle/sysfs/sysfs-macros.h
// Keywords: sysfs, show, sprintf, snprintf, sysfs_emit, sysfs_emit_at, PAGE_SIZE
// URL: docs/checks/sysfs-show-bound.md

virtual patch
virtual context
virtual org
virtual report

@initialize:python@
@@

# The returns already reported: a return the rules reach by several paths
# (one snprintf() per branch of a switch) is reported once.
reported = set()

# Some rules below match on some path (exists mode), which gives one match
# per place (and path).  For all paths (forall mode), as they were first
# written and far slower, the same patterns gave one match per set of
# bindings, reported at the first of its places.  note_place() files a
# place under its bindings (the key); first_place() is true once, at the
# first place (by line and column) of its key, so that the findings stay
# those of the forall rules.  note_place() must have seen every place.
first_places = {}
place_keys = {}
places_reported = set()

def place(pos):
	return (int(pos.line), int(pos.column))

def note_place(key, pos, tag=None):
	key = (pos.file,) + key
	here = place(pos)
	if key not in first_places or here < first_places[key]:
		first_places[key] = here
	place_keys[(pos.file, here, tag)] = key

def first_place(pos, tag=None):
	key = place_keys[(pos.file, place(pos), tag)]
	if first_places[key] != place(pos) or (key, tag) in places_reported:
		return False
	places_reported.add((key, tag))
	return True

# The offset of each write into the page inside a loop (a strcat() at
# the page's start has none): part of its key.
write_offsets = {}

def first_report(pos, what):
	key = (pos.file, pos.line, pos.column, what)
	if key in reported:
		return False
	reported.add(key)
	return True

def loop_message(show, f):
	return ("show() '%s' appends with %s() into its page inside a loop, with "
		"nothing that stops at PAGE_SIZE: use sysfs_emit_at(buf, len, ...), "
		"which never writes past the page [sysfs-show-bound]" % (show, f))

def emit_message(show):
	return ("show() '%s' passes sysfs_emit() a pointer into the page, which "
		"it refuses (it writes nothing and warns): use "
		"sysfs_emit_at(buf, offset, ...) [sysfs-show-bound]" % show)

# Does snprintf(buf, size, fmt, ...) never cut its text? Then what it
# returns is what it wrote.
def always_fits(fmt, size):
	import re
	size = size.strip()
	less = re.match(r'PAGE_SIZE\s*-\s*([0-9]+)$', size)
	if size == 'PAGE_SIZE':
		room = 4096
	elif less:
		room = 4096 - int(less.group(1))
	elif size.isdigit():
		room = int(size)
	else:
		return False
	most = text_max(fmt, None, None, None)
	return most is not None and most + 1 <= room

# What the file's text shows of a show()'s page writes, for the limits a
# pattern alone cannot see: a loop's count (a constant, ARRAY_SIZE() of a
# table of the file, a define), the longest text of a format whose '%s'
# takes literals, rows of the file's static tables of literals, or locals
# set only to those. Each measure is an upper bound or None (unknown);
# unknown never silences a finding.
PAGE = 4096
file_texts = {}

# The file with comments blanked (offsets and lines kept), or None.
def code_of(path):
	if path in file_texts:
		return file_texts[path]
	try:
		with open(path, errors='replace') as f:
			text = f.read()
	except OSError:
		file_texts[path] = None
		return None
	file_texts[path] = CODE_TOKEN.sub(blank_comment, text)
	return file_texts[path]

# A string or character literal (to its quote or the end of its line, a
# backslash escaping any character), a block comment or a line comment.
# (Quotes and slashes written as escapes and classes: the SmPL reader
# takes them for quotes and comments.)
import re
CODE_TOKEN = re.compile(
	r'\x22(?:\\[\s\S]|[^\x22\\\n])*[\x22\n]?'
	r'|\x27(?:\\[\s\S]|[^\x27\\\n])*[\x27\n]?'
	r'|[/][*][\s\S]*?(?:[*][/]|\Z)'
	r'|[/][/][^\n]*')

# A literal as close_str() skips it (to its quote, across lines), or a
# brace.
BRACE_TOKEN = re.compile(
	r'\x22(?:\\[\s\S]|[^\x22\\])*\x22?'
	r'|\x27(?:\\[\s\S]|[^\x27\\])*\x27?'
	r'|[{}]')

# A comment as spaces, its line breaks kept; a literal as it is.
def blank_comment(m):
	t = m.group(0)
	if t[0] != '/':
		return t
	return '\n'.join(' ' * len(x) for x in t.split('\n'))

# The index just past the bracket matching the one at i (or len(s)),
# skipping strings.
def close_of(s, i):
	pairs = {'(': ')', '[': ']', '{': '}'}
	stack, n = [], len(s)
	while i < n:
		c = s[i]
		if c in '"\'':
			j = i + 1
			while j < n and s[j] != c:
				j += 2 if s[j] == '\\' else 1
			i = j + 1
			continue
		if c in pairs:
			stack.append(pairs[c])
		elif c in ')]}':
			if not stack or stack.pop() != c:
				return n
			if not stack:
				return i + 1
		i += 1
	return n

# s split at the separator sep where no bracket is open.
def split_top(s, sep=','):
	parts, depth, start, i, n = [], 0, 0, 0, len(s)
	while i < n:
		c = s[i]
		if c in '"\'':
			j = i + 1
			while j < n and s[j] != c:
				j += 2 if s[j] == '\\' else 1
			i = j + 1
			continue
		if c in '([{':
			depth += 1
		elif c in ')]}':
			depth -= 1
		elif depth == 0 and s.startswith(sep, i):
			parts.append(s[start:i])
			start = i + len(sep)
			i += len(sep)
			continue
		i += 1
	parts.append(s[start:])
	return [x.strip() for x in parts]

# The headers whose declarations are part of the file's text: its own
# directory's ("x.h"), and theirs in turn, and the tree's (<linux/x.h>,
# found in the include directory of the file's directory or the nearest
# one above it) that the file or those headers name, each with its uapi
# half (include/uapi/linux/x.h, which the kernel splits out of it). The
# tree's headers are read one level deep: what they include is not read.
def local_headers(path, code):
	import os
	import re
	out, seen, todo = [], set([path]), [(path, code)]
	while todo:
		at, text = todo.pop(0)
		d = os.path.dirname(at)
		for (q, h) in re.findall(r'^\s*#\s*include\s+(?:"([^"]+)"|<([^>]+)>)', text, re.M):
			if q:
				f = os.path.normpath(os.path.join(d, q))
			else:
				f = tree_header(path, h)
				u = tree_header(path, 'uapi/' + h)
				if u is not None and u not in seen:
					seen.add(u)
					out.append(u)
			if f is None or f in seen:
				continue
			seen.add(f)
			out.append(f)
			t = code_of(f) if q else None
			if t is not None:
				todo.append((f, t))
	return out

# <h> in the include directory of the file's directory or the nearest
# one above it, or None.
def tree_header(path, h):
	import os
	d = os.path.dirname(path)
	while True:
		f = os.path.join(d, 'include', h)
		if os.path.isfile(f):
			return f
		if not d or d == os.path.dirname(d):
			return None
		d = os.path.dirname(d)

# The array definitions with an initializer of code, in order, each as
# a match: group 1 the text before the name since the last ; { or },
# group 2 the name, group 3 the dimensions. What the regular expression
# ([^;{}]*?)NAME... finds with finditer, in time linear in the text: the
# lazy prefix made it try every start of a long stretch without ; { }.
class ArrayDecl:
	def __init__(self, code, start, tail):
		self.code, self.at, self.tail = code, start, tail

	def start(self):
		return self.at

	def end(self):
		return self.tail.end()

	def group(self, n):
		if n == 0:
			return self.code[self.at:self.tail.end()]
		if n == 1:
			return self.code[self.at:self.tail.start()]
		return self.tail.group(n - 1)

import re
ARRAY_TAIL = re.compile(r'\b(\w+)\s*((?:\[[^\]]*\]\s*)+)=\s*\{')

def array_decls(code):
	pos = 0
	while True:
		t = ARRAY_TAIL.search(code, pos)
		if not t:
			return
		cut = max(code.rfind(c, pos, t.start()) for c in ';{}')
		yield ArrayDecl(code, cut + 1 if cut >= 0 else pos, t)
		pos = t.end()

text_facts = {}

# What the text t of the file at path declares, each name at its first
# declaration: object-like defines, struct and union members, typedef
# names of structs, and the bodies of its enums, in order. Kept per file
# for the run: the tree's headers are read for many files.
def text_facts_of(path, t):
	import re
	if path in text_facts:
		return text_facts[path]
	defines, fields, types, enums = {}, {}, {}, []
	t = t.replace('\\\n', ' ')
	for m in re.finditer(r'^[ \t]*#[ \t]*define[ \t]+(\w+)[ \t]+(.*)$', t, re.M):
		defines.setdefault(m.group(1), m.group(2).strip())
	for m in re.finditer(r'(\btypedef\s+)?\b(?:struct|union)\s+(\w*)\s*\{', t):
		end = close_of(t, m.end() - 1)
		names = [m.group(2)] if m.group(2) else []
		td = re.match(r'\s*(\w+)\s*[;,]', t[end:])
		if m.group(1) and td:
			names.append(td.group(1))
		for (f, d) in fields_of(t[m.end():end - 1]):
			for x in names:
				fields.setdefault((x, f), d)
	for m in re.finditer(r'\btypedef\s+(?:struct|union)\s+(\w+)\s+\**\s*(\w+)\s*;', t):
		types.setdefault(m.group(2), m.group(1))
	for m in re.finditer(r'\benum\s*\w*\s*\{', t):
		end = close_of(t, m.end() - 1)
		enums.append(t[m.end():end - 1])
	text_facts[path] = (defines, fields, types, enums)
	return text_facts[path]

file_facts = {}

# Defines (object-like), file-scope arrays and struct fields of the file
# and its private headers.
def facts_of(path):
	import re
	if path in file_facts:
		return file_facts[path]
	code = code_of(path)
	if code is None:
		file_facts[path] = None
		return None
	texts = [(path, code)]
	for h in local_headers(path, code):
		t = code_of(h)
		if t is not None:
			texts.append((h, t))
	defines, arrays, fields, enums, types = {}, {}, {}, {}, {}
	# the first declaration of a name wins, in the order of the texts
	for (at, t) in texts:
		d, f, ty, en = text_facts_of(at, t)
		for k, v in d.items():
			defines.setdefault(k, v)
		for k, v in f.items():
			fields.setdefault(k, v)
		for k, v in ty.items():
			types.setdefault(k, v)
		if en:
			enums.setdefault('', []).extend(en)
	values = {}
	facts = (defines, arrays, fields, code, values, types)
	# enum constants, in order: a value or the one before plus one
	for body in enums.get('', []):
		last = -1
		for item in split_top(body):
			e = re.match(r'^(\w+)\s*(?:=\s*(.+))?$', item, re.S)
			if not e:
				break
			last = int_value(e.group(2), facts) if e.group(2) else \
				(None if last is None else last + 1)
			if last is not None:
				values.setdefault(e.group(1), last)
	# the top-level brace pairs: what is outside them is at file scope
	spans, depth = [], 0
	for m in BRACE_TOKEN.finditer(code):
		c = m.group(0)
		if c == '{':
			if depth == 0:
				spans.append(m.start())
			depth += 1
		elif c == '}':
			depth -= 1
			if depth == 0:
				spans.append(m.end())
	import bisect
	for m in array_decls(code):
		if m.group(0).count('(') != m.group(0).count(')'):
			continue
		if bisect.bisect_right(spans, m.start()) % 2:
			continue
		end = close_of(code, m.end() - 1)
		# the rows' members: of the struct it names, or of the
		# anonymous struct just before its name
		rows, before = None, m.start()
		while before > 0 and code[before - 1].isspace():
			before -= 1
		st = re.search(r'\bstruct\s+(\w+)\s*$', m.group(1).strip())
		if st:
			rows = [f for (x, f) in fields if x == st.group(1)]
		elif before > 0 and code[before - 1] == '}' and not m.group(1).strip():
			k = bisect.bisect_right(spans, before)
			if k % 2 == 0 and k >= 2 and spans[k - 1] == before:
				rows = [f for (f, d) in fields_of(code[spans[k - 2] + 1:before - 1])]
		arrays[m.group(2)] = (m.group(1), m.group(3), code[m.end():end - 1], rows)
	file_facts[path] = facts
	return facts

# The members a struct body declares: (name, (type text, dims)).
def fields_of(body):
	import re
	out = []
	for decl in split_top(body, ';'):
		d = re.match(r'(.*?)\b(\w+)\s*((?:\[[^\]]*\]\s*)*)$', decl, re.S)
		if not d:
			continue
		# int a, b; declares two
		names = [x.strip() for x in split_top(decl)]
		if len(names) > 1:
			for x in names[1:]:
				e = re.match(r'^\**\s*(\w+)\s*((?:\[[^\]]*\]\s*)*)$', x)
				if e:
					out.append((e.group(1), (d.group(1), e.group(2))))
			d = re.match(r'(.*?)\b(\w+)\s*((?:\[[^\]]*\]\s*)*)$', names[0], re.S)
			if not d:
				continue
			out.insert(len(out) - len(names) + 1, (d.group(2), (d.group(1), d.group(3))))
		else:
			out.append((d.group(2), (d.group(1), d.group(3))))
	return out

# The largest value of an integer expression the file's text shows, or None.
# fn: the text of the function, for sizeof() and ARRAY_SIZE() of locals;
# loose: also the largest value each local or struct member in it is
# set to (for the upper limit of a count, not for a size).
def int_value(e, facts, seen=(), fn=None, loose=False):
	import re
	e = e.strip()
	if not e:
		return None
	defines, arrays = facts[0], facts[1]
	def array_size(m):
		v = array_count(m.group(1).strip(), facts)
		if v is None:
			d = decl_of(m.group(1), facts, fn)
			v = int_value(d[1][0], facts) if d and d[1] else None
		if v is None:
			raise ValueError
		return ' %d ' % v
	def size_of(m):
		v = sizeof_value(m.group(1), facts, fn)
		if v is None:
			raise ValueError
		return ' %d ' % v
	def name(m):
		w = m.group(0)
		if w == 'PAGE_SIZE':
			return '4096'
		if w in facts[4]:
			return ' %d ' % facts[4][w]
		if w in defines and w not in seen:
			v = int_value(defines[w], facts, seen + (w,))
			if v is not None:
				return ' %d ' % v
		if loose and fn is not None and w not in seen and w not in defines:
			v = local_int_max(w, facts, fn, seen)
			if v is not None:
				return ' %d ' % v
		raise ValueError
	def member(m):
		f = re.findall(r'\w+', m.group(0))[-1]
		v = member_int_max(f, facts, seen) if loose and f not in seen else None
		if v is None:
			raise ValueError
		return ' %d ' % v
	try:
		e = re.sub(r'\bstrlen\s*\(\s*("(?:[^"\\]|\\.)*")\s*\)',
			   lambda m: ' %d ' % literal_length(m.group(1), None), e)
		e = re.sub(r'\bARRAY_SIZE\s*\(([^()]*(?:\([^()]*\))?[^()]*)\)', array_size, e)
		e = re.sub(r'\bsizeof\s*\(([^()]*)\)', size_of, e)
		e = re.sub(r'\b[A-Za-z_]\w*(?:\s*(?:->|\.)\s*[A-Za-z_]\w*)+', member, e)
		e = re.sub(r'\bBIT\s*\(', '(1 << ', e)
		e = re.sub(r'\b(0[xX][0-9a-fA-F]+|[0-9]+)[uUlL]*\b', r'\1', e)
		e = re.sub(r'\((?:unsigned\s+)?(?:int|long|u8|u16|u32|size_t)\)', ' ', e)
		e = re.sub(r'\b[A-Za-z_]\w*\b', name, e)
	except ValueError:
		return None
	if not re.match(r'^[0-9xXa-fA-F\s()+\-*<>%&|~/]*$', e):
		return None
	try:
		v = eval(e.replace('/', '/' + '/'), {'__builtins__': {}})
	except Exception:
		return None
	return v if isinstance(v, int) else None

int_types = r'(?:int|unsigned|long|short|u8|u16|u32|u64|s8|s16|s32|s64|size_t|ssize_t)'

# The largest value an integer local of fn is set to, when each value is
# one the file shows and nothing else changes it (no increment, no
# compound assignment, no address taken); None otherwise.
def local_int_max(v, facts, fn, seen):
	import re
	body = fn.split(chr(0))[-1]
	if not re.search(r'\b%s\b[^;(){}=]*[\s,*]%s\s*[;,=\[]' % (int_types, v), body):
		return None
	if re.search(r'\b%s\s*(\+\+|--|(<<|>>|[-+*/%%|&^])=)|(\+\+|--)\s*%s\b|(?<![&\w)\]])&\s*%s\b' % (v, v, v), body):
		return None
	vals = [split_top(body[m.end():].split(';', 1)[0])[0] for m in
		re.finditer(r'(?<![\w.>])%s\s*=(?!=)' % v, body)]
	if not vals:
		return None
	most = None
	for x in vals:
		n = int_value(x, facts, seen + (v,), fn=fn, loose=True)
		if n is None:
			return None
		most = n if most is None else max(most, n)
	return most

# The largest value the file gives struct member f (x->f = ..., .f = ...
# of an initializer) when the member counts the entries of tables of
# the file: each value ARRAY_SIZE() of one (or 0), the member never
# incremented, compound-assigned or passed by address, and no
# initializer of a struct declaring it setting members by position
# (which would set it without its name); None otherwise. A member set
# to other constants (a channel count chosen at probe) is a value fact
# the rule leaves to sysfscheck.
def member_int_max(f, facts, seen):
	import re
	code = facts[3]
	if re.search(r'&\s*(?:\w+\s*(?:->|\.)\s*)+%s\b' % f, code) or \
	   re.search(r'(?:->|\.)\s*%s\s*(\+\+|--|(<<|>>|[-+*/%%|&^])=)|(\+\+|--)\s*\w+\s*(?:->|\.)\s*%s\b' % (f, f), code):
		return None
	for (st, g) in facts[2]:
		if g != f or not st:
			continue
		inits = [a[2] for a in facts[1].values() if re.search(r'\bstruct\s+%s\b' % st, a[0])]
		rows = [r for t in inits for r in split_top(t) if r]
		for m in re.finditer(r'\bstruct\s+%s\s+\w+\s*=\s*\{' % st, code):
			rows.append(code[m.end() - 1:close_of(code, m.end() - 1)])
		for r in rows:
			r = re.sub(r'^\[[^\]]*\]\s*=\s*', '', r)
			if not r.startswith('{'):
				return None
			if [x for x in split_top(r[1:-1]) if x and not x.startswith('.')]:
				return None
	most = None
	for m in re.finditer(r'(?:->|\.)\s*%s\s*=(?!=)' % f, code):
		x = split_top(code[m.end():].split(';', 1)[0])[0]
		x = x.split('}', 1)[0].strip()
		if x != '0' and not re.match(r'ARRAY_SIZE\s*\(', x):
			return None
		n = int_value(x, facts, seen + (f,), loose=True)
		if n is None:
			return None
		most = n if most is None else max(most, n)
	return most

# Entries of a table of the file: ARRAY_SIZE(t) or of a row t[k].
def array_count(t, facts):
	import re
	m = re.match(r'^(\w+)((?:\s*\[[^\]]*\])*)$', t)
	if not m or m.group(1) not in facts[1]:
		return None
	_, dims, init, _ = facts[1][m.group(1)]
	dims = re.findall(r'\[([^\]]*)\]', dims)
	level = len(re.findall(r'\[', m.group(2)))
	if level >= len(dims):
		return None
	if dims[level].strip():
		return int_value(dims[level], facts)
	if level > 0:
		return None
	# rows that an #include or #if inside the braces gives: not known
	if '#' in init:
		return None
	rows = [r for r in split_top(init) if r]
	if any(r.startswith('[') for r in rows):
		idx = []
		for r in rows:
			d = re.match(r'^\[([^\]]*)\]\s*=', r)
			if not d:
				return None
			v = int_value(d.group(1), facts)
			if v is None:
				return None
			idx.append(v)
		return max(idx) + 1
	return len(rows)

# The length of a string literal (or adjacent ones, or defines of them),
# or None.
def literal_length(e, facts, seen=()):
	import re
	e = e.strip()
	# a define may bracket its literal: ("none")
	while e.startswith('(') and close_of(e, 0) == len(e):
		e = e[1:-1].strip()
	total = 0
	for tok in re.findall(r'"(?:[^"\\]|\\.)*"|\S+', e):
		if tok.startswith('"'):
			total += len(re.sub(r'\\(x[0-9a-fA-F]+|[0-7]{1,3}|.)', 'e', tok[1:-1]))
		elif facts and tok in facts[0] and tok not in seen:
			n = literal_length(facts[0][tok], facts, seen + (tok,))
			if n is None:
				return None
			total += n
		else:
			return None
	return total if e else None

# The longest string a '%s' of e prints, or None; fn is the function's
# text (its locals), strings printed for NULL: "(null)".
def string_max(e, facts, fn):
	import re
	e = e.strip()
	while e.startswith('(') and close_of(e, 0) == len(e):
		e = e[1:-1].strip()
	e = re.sub(r'^\(\s*(const\s+)?(char|u8)\s*\*\s*\)\s*', '', e)
	if e in ('NULL', '0'):
		return 6
	n = literal_length(e, facts)
	if n is not None:
		return n
	q = split_top(e, '?')
	if len(q) == 2:
		sides = split_top(q[1], ':')
		if len(sides) == 2:
			a = string_max(sides[0], facts, fn)
			b = string_max(sides[1], facts, fn)
			return None if a is None or b is None else max(a, b)
	# t[k] of a table, the index k any expression (t[a->b[i]])
	m = re.match(r'^(\w+)\s*\[', e)
	rest = re.match(r'^(?:\s*\.\s*\w+)*$', e[close_of(e, m.end() - 1):]) if m else None
	if rest:
		t = m.group(1)
		# a local that only ever points at one table of the file
		if t not in facts[1] and fn is not None:
			v = local_values(t, fn)
			if v and len(set(x.strip() for x in v)) == 1:
				t = v[0].strip()
		return table_string_max(t, re.findall(r'\w+', rest.group(0)), facts)
	m = re.match(r'^(\w+)\s*\(.*\)$', e, re.S)
	if m and close_of(e, e.index('(')) == len(e):
		return call_string_max(m.group(1), facts)
	n = char_array_max(e, facts, fn)
	if n is not None:
		return n
	m = re.match(r'^\w+$', e)
	if m and fn is not None:
		return local_string_max(e, facts, fn)
	return None

char_types = r'(?:(?:const\s+)?(?:unsigned\s+|signed\s+)?char|u8|s8|__u8|uint8_t)'

# A string in a char array ends inside it: the array's size less one, for
# a local or file-scope array or a member of a struct the file (or its
# private headers) declares, reached from a local or parameter of a
# declared struct type. None otherwise.
def char_array_max(e, facts, fn):
	import re
	e = re.sub(r'\s+', '', e)
	e = re.sub(r'^\((?:const)?(?:unsigned)?(?:char|u8)\*\)', '', e)
	m = re.match(r'^(\w+)((?:(?:->|\.)\w+)*)$', e)
	if not m:
		return None
	base, path = m.group(1), re.findall(r'\w+', m.group(2))
	if not path:
		d = None
		if fn is not None:
			d = re.search(r'\b%s\s+%s\s*\[([^\]]*)\]\s*(=\s*("(?:[^"\\]|\\.)*"))?' %
				      (char_types, base), fn)
		if not d:
			d = file_array_decl(base, facts)
		if not d:
			return None
		if d.group(1).strip():
			n = int_value(d.group(1), facts)
			return None if n is None else n - 1
		return literal_length(d.group(3), facts) if d.group(3) else None
	if fn is None:
		return None
	d = member_decl(base, path, facts, fn)
	if d is None:
		return None
	ty, dims = d
	dims = re.findall(r'\[([^\]]*)\]', dims)
	if len(dims) != 1 or not re.search(r'%s\s*$' % char_types, ty.strip()):
		return None
	n = int_value(dims[0], facts)
	return None if n is None else n - 1

# The declaration (type text, dimensions text) of member path of base, a
# local or parameter of fn of a struct type the file (or a header it
# reads) declares, or None.
def member_decl(base, path, facts, fn):
	import re
	if fn is None or not path:
		return None
	t = re.search(r'\b(?:struct\s+(\w+)|([A-Z_][A-Za-z0-9_]*))\s*(?:const\s*)?\*?\s*(?:const\s+)?%s\s*[,;=)\[]' % base, fn)
	if not t:
		return None
	st = t.group(1) or facts[5].get(t.group(2), t.group(2))
	for k, f in enumerate(path):
		d = facts[2].get((st, f))
		if d is None or k == len(path) - 1:
			return d
		ty = d[0]
		n = re.search(r'\b(?:struct|union)\s+(\w+)', ty)
		if n:
			st = n.group(1)
		else:
			w = re.findall(r'\w+', ty)
			if not w:
				return None
			st = facts[5].get(w[-1], w[-1])
	return None

# The declaration (type text, [dimension texts]) of e: a local or
# parameter of fn, an array of the file, or a member reached from a
# local (base->a.b); with the dimensions an index leaves
# (a->b[i]: those after the first). None when not known.
def decl_of(e, facts, fn):
	import re
	e = re.sub(r'\s+', '', e)
	m = re.match(r'^(\w+)((?:(?:->|\.)\w+)*)((?:\[[^\[\]]*\])*)$', e)
	if not m:
		return None
	base, path = m.group(1), re.findall(r'\w+', m.group(2))
	if path:
		d = member_decl(base, path, facts, fn)
	elif base in facts[1]:
		d = (facts[1][base][0], facts[1][base][1])
	else:
		d = None
		if fn is not None:
			d = re.search(r'(?:^|[;{}(,])\s*((?:(?:const|static|volatile|unsigned|signed|struct|long)\s+)*\w+)\s+%s\s*((?:\[[^\]]*\]\s*)*)[;,=)]' % base, fn)
		if d:
			d = (d.group(1), d.group(2))
	if d is None:
		return None
	dims = re.findall(r'\[([^\]]*)\]', d[1])
	k = m.group(3).count('[')
	if k > len(dims):
		return None
	return d[0], dims[k:]

# The size of one value of a basic type, or None.
type_sizes = {'char': 1, 'u8': 1, 's8': 1, '__u8': 1, 'uint8_t': 1, 'bool': 1,
	      'short': 2, 'u16': 2, 's16': 2, '__u16': 2, '__le16': 2, '__be16': 2,
	      'int': 4, 'u32': 4, 's32': 4, '__u32': 4, '__le32': 4, '__be32': 4,
	      'unsigned': 4, 'long': 8, 'u64': 8, 's64': 8, '__u64': 8,
	      '__le64': 8, '__be64': 8, 'size_t': 8}

def type_size(ty):
	import re
	if '*' in ty:
		return 8
	w = [x for x in re.findall(r'\w+', ty) if x not in
	     ('const', 'static', 'volatile', 'signed', 'unsigned')]
	if not w:
		return 4 if 'unsigned' in ty else None
	return type_sizes.get(w[-1])

# sizeof(e): of a basic type, or of a declaration decl_of() finds.
def sizeof_value(e, facts, fn):
	e = e.strip()
	n = type_size(e)
	if n is not None:
		return n
	d = decl_of(e, facts, fn)
	if d is None:
		return None
	n = type_size(d[0])
	for x in d[1]:
		k = int_value(x, facts)
		if n is None or k is None:
			return None
		n *= k
	return n

# The declaration of a char array at the file's scope: match groups as
# char_array_max()'s (size, initializer, literal).
def file_array_decl(name, facts):
	import re
	for d in re.finditer(r'\b%s\s+%s\s*\[([^\]]*)\]\s*(=\s*("(?:[^"\\]|\\.)*"))?' %
			     (char_types, name), facts[3]):
		if facts[3][:d.start()].count('{') == facts[3][:d.start()].count('}'):
			return d
	return None

# The longest string of a file table t of literals, or of the member
# path of its rows; None when an entry is not a literal (or NULL) or the
# file stores into the table.
def table_string_max(t, path, facts):
	import re
	if t not in facts[1]:
		return None
	decl, dims, init, order = facts[1][t]
	if re.search(r'\b%s\s*\[[^\]]*\]\s*(?:\.\s*\w+\s*)*=\s*[^={\s]' % t, facts[3]):
		return None
	most = 0
	rows = [r for r in split_top(init) if r]
	n = array_count(t, facts)
	if n is None or n > len(rows):
		most = 6
	for r in rows:
		r = re.sub(r'^\[[^\]]*\]\s*=\s*', '', r)
		v = member_of(r, path, order, facts)
		if v is None:
			return None
		s = string_max(v, facts, None)
		if s is None:
			return None
		most = max(most, s)
	return most

# The initializer of member path in row r (braced), 'NULL' when the row
# leaves it out, None when it cannot be told.
def member_of(r, path, order, facts):
	import re
	if not path:
		return r
	if not r.startswith('{'):
		return None
	items = [x for x in split_top(r[1:-1]) if x]
	want = path[0]
	if items and all(x.startswith('.') for x in items):
		for x in items:
			d = re.match(r'^\.\s*(\w+)\s*=\s*(.*)$', x, re.S)
			if not d:
				return None
			if d.group(1) == want:
				return member_of(d.group(2), path[1:], None, facts)
		return 'NULL'
	if any(x.startswith('.') for x in items) or len(path) > 1:
		return None
	if not order or want not in order:
		return None
	k = order.index(want)
	return items[k] if k < len(items) else 'NULL'

# A local string of the function: every value it is given is bounded.
def local_string_max(v, facts, fn):
	import re
	if re.search(r'&\s*%s\b' % v, fn):
		return None
	decl = re.search(r'\bchar\s*\*\s*(?:const\s+)?%s\s*(=\s*([^;,]+))?[;,]' % v, fn)
	arr = re.search(r'\bchar\s+%s\s*\[([^\]]+)\]' % v, fn)
	if arr:
		n = int_value(arr.group(1), facts)
		return None if n is None else n - 1
	if not decl:
		return None
	vals = local_values(v, fn)
	if not vals:
		return None
	most = 0
	for x in vals:
		s = string_max(x, facts, None)
		if s is None:
			return None
		most = max(most, s)
	return most

# What a local of the function is set to (its initializer and every
# assignment), or None when its address is taken or it is not declared
# there.
def local_values(v, fn):
	import re
	params, body = fn.split(chr(0)) if chr(0) in fn else ('', fn)
	decl = r'\b(\w+)[\s*]+%s\s*[;,=\[)]' % v
	if re.search(r'&\s*%s\b' % v, body) or re.search(decl, params):
		return None
	if not [d for d in re.finditer(decl, body) if d.group(1) not in
		('return', 'case', 'goto', 'sizeof', 'else')]:
		return None
	vals = []
	for m in re.finditer(r'(?<![\w.>])%s\s*=(?!=)' % v, body):
		vals.append(split_top(body[m.end():].split(';', 1)[0])[0])
	return vals or None

# A function of the file returning strings: the longest it returns.
string_calls = set()

def call_string_max(name, facts):
	import re
	if name in string_calls:
		return None
	f = function_of(facts[3], name) or macro_function(name, facts)
	if f is None:
		return None
	decls = f[2] + chr(0) + f[1]
	rets = re.findall(r'\breturn\b\s*([^;]*);', f[1])
	if not rets:
		return None
	string_calls.add(name)
	try:
		most = 0
		for r in rets:
			n = string_max(r, facts, decls)
			if n is None:
				return None
			most = max(most, n)
		return most
	finally:
		string_calls.discard(name)

# Function name as a function-like macro of the file makes it
# (fcoe_sysfs.c: fcoe_enum_name_search(fcf_state, ...) defines
# get_fcoe_fcf_state_name()): function_of() of the body of the macro with the
# arguments of the invocation at file scope that gives that name, or None.
def macro_function(name, facts):
	import re
	code = facts[3]
	for m in re.finditer(r'^[ \t]*#[ \t]*define[ \t]+(\w+)\(([^)]*)\)((?:.*\\\n)*.*)$', code, re.M):
		body = m.group(3).replace('\\\n', '\n')
		if '##' not in body:
			continue
		params = [x.strip() for x in m.group(2).split(',')]
		for c in re.finditer(r'^%s\s*\(' % m.group(1), code, re.M):
			args = split_top(code[c.end():close_of(code, c.end() - 1) - 1])
			if len(args) != len(params):
				continue
			text = body
			for (x, a) in zip(params, args):
				text = re.sub(r'\b%s\b' % re.escape(x), a, text)
			f = function_of(re.sub(r'\s*##\s*', '', text), name)
			if f is not None:
				return f
	return None

# Is e an element of a local array of unsigned bytes?
def byte_array_arg(e, fn):
	import re
	m = re.match(r'^(\w+)\s*\[[^\]]*\]$', e.strip())
	if not m or fn is None:
		return False
	body = fn.split(chr(0))[-1]
	return re.search(r'\b(?:unsigned\s+char|u8|__u8|uint8_t)\s+%s\s*\[' % m.group(1), body) is not None

# Is e a declared unsigned byte (a u8 local or member)?
def byte_value(e, facts, fn):
	import re
	d = decl_of(e, facts, fn) if facts and fn is not None else None
	if d is None or d[1]:
		return False
	return re.search(r'(?:\bunsigned\s+char|\bu8|\b__u8|\buint8_t)\s*$', d[0].strip()) is not None

# The longest text of a format with its arguments, or None: integer
# conversions by their length modifier as vsnprintf() prints them, '%s'
# of a bounded string, '%ph' of at most 64 bytes.
def text_max(fmt, args, facts, fn):
	import re
	fmt = fmt.strip()
	while fmt.startswith('(') and close_of(fmt, 0) == len(fmt):
		fmt = fmt[1:-1].strip()
	# a conditional of formats: the longer
	q = split_top(fmt, '?')
	if len(q) == 2 and len(split_top(q[1], ':')) == 2:
		a, b = split_top(q[1], ':')
		a, b = text_max(a, args, facts, fn), text_max(b, args, facts, fn)
		return None if a is None or b is None else max(a, b)
	# a local set only to formats: the longest
	if re.match(r'^\w+$', fmt) and fn is not None and facts:
		vals = local_values(fmt, fn)
		if not vals:
			return None
		most = 0
		for v in vals:
			n = text_max(v, args, facts, None)
			if n is None:
				return None
			most = max(most, n)
		return most
	parts = re.findall(r'"((?:[^"\\]|\\.)*)"', fmt)
	rest = re.sub(r'"((?:[^"\\]|\\.)*)"', ' ', fmt).split()
	if not parts:
		return None
	for w in rest:
		if not facts or literal_length(w, facts) is None:
			return None
	# defines between literals: inline their text
	toks = re.findall(r'"(?:[^"\\]|\\.)*"|\S+', fmt)
	text = ''
	for tok in toks:
		if tok.startswith('"'):
			text += tok[1:-1]
		else:
			d = facts[0][tok]
			text += ''.join(re.findall(r'"((?:[^"\\]|\\.)*)"', d))
	text = re.sub(r'\\(x[0-9a-fA-F]+|[0-7]{1,3}|.)', 'e', text)
	conv = re.compile(r'%([-+ 0#]*)([0-9]*|\*)(?:\.([0-9]*|\*))?(hh|h|ll|l|z|t|j|L)?([%diuxXocsp])')
	wide = {'d': 20, 'i': 20, 'u': 20, 'x': 16, 'X': 16, 'o': 22, 'c': 1,
		'%': 1}
	narrow = {'d': 11, 'i': 11, 'u': 10, 'x': 8, 'X': 8, 'o': 11, 'c': 1,
		  '%': 1}
	prefix = {'x': 2, 'X': 2, 'o': 1}
	args = list(args) if args is not None else None
	total, pos = 0, 0
	def take():
		if args is None or not args:
			raise ValueError
		return args.pop(0)
	try:
		while True:
			at = text.find('%', pos)
			if at < 0:
				return total + len(text) - pos
			m = conv.match(text, at)
			if not m:
				return None
			total += at - pos
			pos = m.end()
			c = m.group(5)
			width = prec = 0
			if m.group(2) == '*':
				width = int_value(take(), facts, fn=fn) if facts else None
				if width is None:
					return None
			elif m.group(2):
				width = int(m.group(2))
			if m.group(3) == '*':
				# a precision the file does not show: a '%s' is
				# bounded by its string alone
				prec = int_value(take(), facts, fn=fn) if facts else None
				if prec is None and c != 's':
					return None
			elif m.group(3):
				prec = int(m.group(3))
			if c == '%':
				total += 1
				continue
			if c == 's':
				s = string_max(take(), facts, fn) if facts else None
				if m.group(3) is not None and prec is not None:
					s = prec if s is None else min(s, prec)
				if s is None:
					return None
				total += max(s, width)
				continue
			if c == 'p':
				# %ph and friends: as many bytes as the field width (at
				# most 64), 3 characters each, 2 for %phN
				h = re.match(r'h[CDN]?', text[pos:])
				if not h:
					return None
				take()
				pos += h.end()
				k = min(width, 64) if m.group(2) else 64
				total += 2 * k if h.group(0) == 'hN' else max(3 * k - 1, 0)
				continue
			a = take() if c != '%' and args is not None else None
			n = (narrow if m.group(4) in (None, 'h', 'hh') else wide)[c]
			# an element of an unsigned byte array: 0 to 255
			if a is not None and c != 'c' and (byte_array_arg(a, fn) or
							   byte_value(a, facts, fn)):
				n = {'x': 2, 'X': 2}.get(c, 3)
			if '#' in m.group(1):
				n += prefix.get(c, 0)
			total += max(n, width, (prec + 1) if m.group(3) else 0)
	except ValueError:
		return None

# The text of function show's body in the file (from its '{'), and its
# offset, or None.
def function_of(code, show):
	import re
	for m in re.finditer(r'\b%s\s*\(' % re.escape(show), code):
		end = close_of(code, m.end() - 1)
		b = re.match(r'\s*\{', code[end:])
		if b and code[:m.start()].count('{') == code[:m.start()].count('}'):
			start = end + b.end() - 1
			return start, code[start:close_of(code, start)], code[m.end():end - 1]
	return None

# The end of the statement that starts at i in s.
def statement_end(s, i):
	import re
	n = len(s)
	while i < n and s[i].isspace():
		i += 1
	if i >= n:
		return n
	if s[i] == '{':
		return close_of(s, i)
	m = re.match(r'(if|for|while|switch)\b\s*\(', s[i:])
	if m:
		j = statement_end(s, close_of(s, i + m.end() - 1))
		if m.group(1) == 'if':
			e = re.match(r'\s*else\b', s[j:])
			if e:
				j = statement_end(s, j + e.end())
		return j
	m = re.match(r'do\b', s[i:])
	if m:
		j = statement_end(s, i + m.end())
		w = re.match(r'\s*while\s*\(', s[j:])
		if w:
			j = close_of(s, j + w.end() - 1)
		k = s.find(';', j)
		return n if k < 0 else k + 1
	m = re.match(r'[A-Za-z_]\w*\s*\(', s[i:])
	if m and not re.match(r'(return|sizeof)\b', s[i:]):
		# an iterator macro: NAME(...) STATEMENT
		j = close_of(s, i + m.end() - 1)
		t = re.match(r'\s*([{A-Za-z_]|if\b|for\b)', s[j:])
		if t and not re.match(r'\s*[;=,)+\-/.*<>!&|?:]', s[j:]) and \
		   not re.match(r'\s*\w+\s*[;=]', s[j:]) or (t and s[j:].lstrip().startswith('{')):
			return statement_end(s, j)
	# up to the ';' outside brackets
	depth = 0
	while i < n:
		c = s[i]
		if c in '"\'':
			i = close_str(s, i)
			continue
		if c in '([{':
			depth += 1
		elif c in ')]}':
			depth -= 1
		elif c == ';' and depth <= 0:
			return i + 1
		i += 1
	return n

def close_str(s, i):
	c, j, n = s[i], i + 1, len(s)
	while j < n and s[j] != c:
		j += 2 if s[j] == '\\' else 1
	return j + 1

# How many times a loop whose header is at i of fn runs, at most, and the
# span of its body: (count or None, start, end); None when i is no loop.
def loop_at(fn, i, facts):
	import re
	m = re.match(r'(for|while|do|[A-Za-z_]\w*)\s*\(', fn[i:])
	if not m:
		return None
	kw = m.group(1)
	hdr_end = close_of(fn, i + m.end() - 1)
	head = fn[i + m.end():hdr_end - 1]
	end = statement_end(fn, hdr_end)
	if kw == 'for':
		return for_count(head, fn[hdr_end:end], facts, fn), hdr_end, end
	if kw == 'while':
		return while_count(head, fn[hdr_end:end], facts, fn), hdr_end, end
	if kw == 'do':
		return None, hdr_end, end
	if re.match(r'for_each_(set|clear|and|andnot)_bit$', kw):
		a = split_top(head)
		return int_value(a[-1], facts, fn=fn), hdr_end, end
	return None, hdr_end, end

# The count of for (init; cond; step) body, or None.
def for_count(head, body, facts, fn):
	import re
	h = split_top(head, ';')
	if len(h) != 3:
		return None
	init, cond, step = h
	best = None
	for side in split_top(cond, '&&'):
		m = re.match(r'^(\w+)\s*(<=?)\s*(.+)$', side) or \
		    re.match(r'^(\w+)\s*(>=?)\s*(.+)$', side)
		if not m:
			continue
		v, op = m.group(1), m.group(2)
		# a limit set elsewhere: its largest value bounds a count up
		lim = int_value(m.group(3), facts, fn=fn, loose=op[0] == '<')
		if lim is None:
			continue
		st = re.search(r'(?:^|,)\s*%s\s*=\s*([^,]+)' % v, init)
		if not st:
			continue
		start = int_value(st.group(1), facts, fn=fn)
		if start is None and op[0] == '<' and re.match(r'^[A-Z_][A-Z0-9_]*$', st.group(1).strip()):
			start = 0
		if start is None:
			continue
		k = step_of(step, v, facts, op[0] == '<', fn)
		if k is None or k <= 0:
			continue
		# the body must leave the counter alone
		if re.search(r'(\b%s\s*([-+/|&^]|[*]|<<|>>)?=(?!=)|\b%s\s*(\+\+|--)|(\+\+|--)\s*%s\b|(?<![&\w)\]])&\s*%s\b)'
			     % (v, v, v, v), body):
			continue
		# an unsigned counter is never below 0
		if op == '>=' and lim <= 0 and re.search(
			r'\b(unsigned|u8|u16|u32|u64|size_t)\b[^;(){}=]*\b%s\b' % v, fn):
			continue
		span = (lim - start) if op[0] == '<' else (start - lim)
		if op in ('<=', '>='):
			span += 1
		q, r = divmod(span, k)
		n = max(0, q + (1 if r else 0))
		best = n if best is None else min(best, n)
	return best

# The count of while (t[i] != NULL) body, t a table of the file whose
# entries cannot change (* const) and whose last row is NULL, i a local
# set only to constants of at least 0 and stepped once a run by the one
# unconditional i++ of the body: the rows before the last, or None.
def while_count(head, body, facts, fn):
	import re
	m = re.match(r'^(\w+)\s*\[\s*(\w+)\s*\]\s*(?:!=\s*NULL)?$', head.strip())
	if not m or m.group(1) not in facts[1]:
		return None
	t, v = m.groups()
	prefix, dims, init, _ = facts[1][t]
	rows = [r for r in split_top(init) if r]
	if not re.search(r'\*\s*const\s*$', prefix) or not rows or rows[-1] != 'NULL':
		return None
	if re.search(r'\b(if|switch|continue|goto)\b|\?', body):
		return None
	steps = re.findall(r'\b%s\s*\+\+|\+\+\s*%s\b' % (v, v), body)
	if len(steps) != 1 or re.search(r'\b%s\s*(--|(<<|>>|[-+*/%%|&^])?=(?!=))|--\s*%s\b' % (v, v), body):
		return None
	vals = local_values(v, fn)
	if not vals:
		return None
	n = array_count(t, facts)
	if n is None or n != len(rows):
		return None
	# a start past the NULL row would read on past the table
	for x in vals:
		k = int_value(x, facts)
		if k is None or k < 0 or k >= n:
			return None
	return n - 1

def step_of(step, v, facts, up, fn=None):
	import re
	# 'mask >>= 1, i++': the part that steps v
	mine = [x for x in split_top(step) if re.search(r'\b%s\b' % v, x)]
	if len(mine) != 1:
		return None
	s = re.sub(r'\s+', '', mine[0])
	if s in ('%s++' % v, '++%s' % v) and up:
		return 1
	if s in ('%s--' % v, '--%s' % v) and not up:
		return 1
	m = re.match(r'^%s([-+])=(.+)$' % v, s) or re.match(r'^%s=%s([-+])(.+)$' % (v, v), s)
	if m and (m.group(1) == '+') == up:
		return int_value(m.group(2), facts, fn=fn)
	return None

# The size given with a page: 'buf ? PAGE_SIZE : 0' is its true side,
# sysfs always gives a page.
def size_value(e, dest, facts, fn=None):
	import re
	q = split_top(e, '?')
	if len(q) == 2 and q[0].strip() == dest.strip() and len(split_top(q[1], ':')) == 2:
		return int_value(split_top(q[1], ':')[0], facts, fn=fn)
	# a local set only to constants (and to what writers return, after
	# they were given it): the smallest constant
	if re.match(r'^\w+$', e.strip()) and fn is not None:
		vals = local_values(e.strip(), fn)
		if vals:
			vals = [int_value(v, facts, fn=fn) for v in vals
				if not re.match(r'\s*(s|sc)nprintf\s*\(', v)]
			if vals and None not in vals:
				return min(vals)
	return int_value(e, facts, fn=fn)

writers = ('sprintf', 'snprintf', 'scnprintf', 'sysfs_emit', 'sysfs_emit_at',
	   'strcpy', 'strcat', 'memcpy', 'strncpy', 'strscpy', 'strlcpy')

show_writes_cache = {}

# The page writes of show: (name, args, most it adds, times it runs,
# offset in the function), counting each loop's writes as often as the
# loop runs and the writes of every branch; None when one is not known
# (a loop without a count, a text without a bound, a helper given the
# page).
def show_writes(path, show, buf):
	key = (path, show, buf)
	if key not in show_writes_cache:
		show_writes_cache[key] = find_writes(path, show, buf)
	return show_writes_cache[key]

def find_writes(path, show, buf):
	import re
	facts = facts_of(path)
	if facts is None:
		return None
	f = function_of(facts[3], show)
	if f is None:
		return None
	fn, decls = f[1], f[2] + chr(0) + f[1]
	# cursors into the page
	pages = set([buf])
	for m in re.finditer(r'\b(\w+)\s*=\s*%s\s*[;,]' % buf, fn):
		pages.add(m.group(1))
	page = r'^\(?\s*&?\s*\(?\s*(%s)\b' % '|'.join(pages)
	loops = []
	for m in re.finditer(r'\b(do)\s*\{|\b([A-Za-z_]\w*)\s*\(', fn):
		if m.group(1) == 'do':
			loops.append((None, m.end() - 1, statement_end(fn, m.end() - 1)))
			continue
		if m.group(2) in ('if', 'switch', 'return', 'sizeof'):
			continue
		# an iterator macro stands where a statement starts, and a
		# statement follows it
		if m.group(2) not in ('for', 'while'):
			before = fn[:m.start()].rstrip()
			after = fn[close_of(fn, m.end() - 1):].lstrip()
			if not (before.endswith((';', '{', '}', ')', ':')) or
				re.search(r'\belse$', before)):
				continue
			if not re.match(r'[{A-Za-z_*(]', after):
				continue
		l = loop_at(fn, m.start(), facts)
		if l:
			loops.append(l)
	def times(at):
		n = 1
		for (count, s, e) in loops:
			if s <= at < e:
				if count is None:
					return None
				n *= count
		return n
	out = []
	for m in re.finditer(r'\b([A-Za-z_]\w*)\s*\(', fn):
		name = m.group(1)
		if name in ('strlen', 'strnlen', 'sizeof', 'ARRAY_SIZE', 'if',
			    'while', 'for', 'switch', 'return'):
			continue
		args = split_top(fn[m.end():close_of(fn, m.end() - 1) - 1])
		if not [a for a in args if re.match(page, a)]:
			continue
		if name not in writers or not re.match(page, args[0]):
			return None
		n, k = write_max(name, args, facts, decls), times(m.start())
		if n is None or k is None:
			return None
		out.append((name, args, n, k, m.start()))
	# byte stores: buf[i] = c, *p++ = c
	for m in re.finditer(r'(\b(%s)\s*\[[^\]]*\]|\*\s*\(?\s*(%s)\b[^=;]*)\s*=(?!=)' %
			     ('|'.join(pages), '|'.join(pages)), fn):
		k = times(m.start())
		if k is None:
			return None
		out.append(('=', [], 1, k, m.start()))
	return out

# Do all the page writes of show add up to less than the page?
def show_fits(path, show, buf):
	w = show_writes(path, show, buf)
	return w is not None and sum(n * k for (_, _, n, k, _) in w) < PAGE

# ... and is no snprintf() text of it cut (sized by a constant it fits,
# or by the room left, which the sum fits)?
def sums_fit(path, show, buf):
	if not show_fits(path, show, buf):
		return guarded_sum_fits(path, show, buf)
	facts = facts_of(path)
	for (name, args, n, k, _) in show_writes(path, show, buf):
		if name == 'snprintf' and 'PAGE_SIZE' not in args[1]:
			size = int_value(args[1], facts)
			if size is None or n + 1 > size:
				return False
	return True

# The spans (start, end) of the statements directly in the block that
# starts at i of s.
def block_statements(s, i):
	out, end = [], close_of(s, i) - 1
	i += 1
	while i < end:
		while i < end and s[i].isspace():
			i += 1
		if i >= end:
			break
		j = statement_end(s, i)
		out.append((i, j))
		i = j
	return out

# A show whose one page write is x += snprintf(buf + x, PAGE_SIZE - x,
# ...) directly in the block of a loop (in no other loop) that also
# tests, directly in that block, if (x >= PAGE_SIZE - k) break; with k
# more than the longest text: x starts at 0 and nothing else changes it,
# so each write has room for its text, none is cut and x is what was
# written (idt_gen2.c idtg2_show_errlog()).
def guarded_sum_fits(path, show, buf):
	import re
	facts = facts_of(path)
	f = function_of(facts[3], show) if facts else None
	if f is None:
		return False
	fn, decls = f[1], f[2] + chr(0) + f[1]
	w = re.search(r'\b(\w+)\s*\+=\s*(?:snprintf|scnprintf)\s*\(\s*%s\s*\+\s*(\w+)\s*,\s*PAGE_SIZE\s*-\s*(\w+)\s*,' % re.escape(buf), fn)
	if not w or not w.group(1) == w.group(2) == w.group(3) or re.search(r'\b(goto|continue)\b', fn):
		return False
	x = w.group(1)
	paren = fn.index('(', w.start())
	stop = close_of(fn, paren)
	args = split_top(fn[paren + 1:stop - 1])
	n = text_max(args[2], args[3:], facts, decls) if len(args) >= 3 else None
	if n is None or [m for m in re.finditer(r'\b%s\b' % re.escape(buf), fn)
			 if not w.start() <= m.start() < stop]:
		return False
	for m in re.finditer(r'\b%s\s*(\+\+|--|(<<|>>|[-+*/%%|&^])?=(?!=))|(\+\+|--)\s*%s\b|&\s*%s\b' % (x, x, x), fn):
		if m.start() == w.start():
			continue
		if m.group(1) != '=' or split_top(fn[m.end():].split(';', 1)[0])[0] != '0':
			return False
	loops = []
	for m in re.finditer(r'\b(for|while|do)\b', fn):
		if m.group(1) == 'do':
			body = m.end()
		else:
			h = re.match(r'\s*\(', fn[m.end():])
			if not h:
				continue
			body = close_of(fn, m.end() + h.end() - 1)
		end = statement_end(fn, body)
		if m.start() < w.start() < end:
			loops.append((m.start(), body, end))
	if len(loops) != 1:
		return False
	b = loops[0][1]
	while b < len(fn) and fn[b].isspace():
		b += 1
	if b >= len(fn) or fn[b] != '{':
		return False
	spans = block_statements(fn, b)
	if w.start() not in [i for (i, j) in spans]:
		return False
	for (i, j) in spans:
		g = re.match(r'if\s*\(\s*%s\s*>=?\s*\(?\s*PAGE_SIZE\s*-\s*([0-9]+)\s*\)?\s*\)\s*break\s*;$' % x, fn[i:j].strip())
		if g and int(g.group(1)) >= n + 1:
			return True
	return False

# Do the snprintf() calls of show that set x (or, x None, the one of
# the return at position p) always fit their size?
def snprintf_fits(path, show, p, x):
	import re
	facts = facts_of(path)
	if facts is None:
		return False
	f = function_of(facts[3], show)
	if f is None:
		return False
	start, fn, params = f
	decls = params + chr(0) + fn
	lines = facts[3].split('\n')
	at = sum(len(l) + 1 for l in lines[:int(p.line) - 1]) + int(p.column) - start
	if x is None:
		calls = [m for m in re.finditer(r'\bsnprintf\s*\(', fn[at:])][:1]
		base = at
	else:
		calls = list(re.finditer(r'(?<![\w.>])%s\s*=\s*snprintf\s*\(' % re.escape(x), fn))
		base = 0
	if not calls:
		return False
	for m in calls:
		o = base + m.end()
		args = split_top(fn[o:close_of(fn, o - 1) - 1])
		if len(args) < 3:
			return False
		n = text_max(args[2], args[3:], facts, decls)
		size = size_value(args[1], args[0], facts, decls)
		if n is None or size is None or n + 1 > size:
			return False
	return True

# The most one page write adds, or None.
def write_max(name, args, facts, fn):
	if name in ('sprintf', 'sysfs_emit') and len(args) >= 2:
		return text_max(args[1], args[2:], facts, fn)
	if name == 'sysfs_emit_at' and len(args) >= 3:
		return text_max(args[2], args[3:], facts, fn)
	if name in ('snprintf', 'scnprintf') and len(args) >= 3:
		n = text_max(args[2], args[3:], facts, fn)
		size = size_value(args[1], args[0], facts, fn)
		if n is not None and size is not None and n + 1 > size:
			# cut: snprintf() still counts the whole text
			return n if name == 'snprintf' else size - 1
		if n is None and name == 'scnprintf' and size is not None:
			return max(size - 1, 0)
		return n
	if name in ('strcpy', 'strcat') and len(args) == 2:
		return string_max(args[1], facts, fn)
	if name in ('memcpy', 'strncpy') and len(args) == 3:
		return int_value(args[2], facts, fn=fn)
	if name in ('strscpy', 'strlcpy') and len(args) == 3:
		n = int_value(args[2], facts, fn=fn)
		return None if n is None else n - 1
	return None

def snprintf_message(show):
	return ("show() '%s' returns snprintf()'s result, the length it would "
		"have written, which can exceed the page: return sysfs_emit(buf, "
		"...) instead [sysfs-show-bound]" % show)

def str_message(show, f, e):
	return ("show() '%s' copies '%s' into its page with %s(), which stops "
		"only at the string's end: use sysfs_emit(buf, \"%%s\", ...) "
		"[sysfs-show-bound]" % (show, e, f))

def retvar_message(show, x):
	return ("show() '%s' returns '%s', which holds snprintf()'s result, the "
		"length the text would have had, which can exceed the page: use "
		"sysfs_emit()/sysfs_emit_at() [sysfs-show-bound]" % (show, x))

# Loops whose condition or body mentions PAGE_SIZE stop at the page (as
# far as a rule without values can tell): their writes are not reported.
bounded_loops = set()

def in_bounded_loop(ps):
	return (ps[0].file, ps[0].line, ps[0].column) in bounded_loops

def value_message(show, x):
	return ("show() '%s' writes into the page but returns '%s', not the "
		"number of bytes written: return what sysfs_emit() returns "
		"[sysfs-show-bound]" % (show, x))

# The top-level alternatives of words, each a regular expression of its
# own: the re module finds one that starts with a fixed word by a fast search
# for that word, but tries an alternation at every character of the text.
ALTERNATIVES = {}


def alternatives(words):
	import re
	if words not in ALTERNATIVES:
		parts, depth, start, i = [], 0, 0, 0
		while i < len(words):
			c = words[i]
			if c == '\\':
				i += 1
			elif c == '[':
				i = words.index(']', i + 2)
			elif c == '(':
				depth += 1
			elif c == ')':
				depth -= 1
			elif c == '|' and not depth:
				parts.append(words[start:i])
				start = i + 1
			i += 1
		parts.append(words[start:])
		ALTERNATIVES[words] = [re.compile(x) for x in parts]
	return ALTERNATIVES[words]


# The text of the file being checked, read once for all its gates.
LAST_TEXT = {}


# Whether test(text) holds for the file being checked; a file that cannot
# be read is let through.
def file_passes(test):
	for path in cocci.files():
		if path not in LAST_TEXT:
			try:
				with open(path, errors='replace') as f:
					text = f.read()
			except OSError:
				return True
			LAST_TEXT.clear()
			LAST_TEXT[path] = text
		if test(LAST_TEXT[path]):
			return True
	return False


def has(words, text):
	return any(r.search(text) for r in alternatives(words))


# Whether the text of the file being checked matches words (a
# regular expression).
def file_mentions(words):
	return file_passes(lambda text: has(words, text))


# The costliest rules below (loop, curloop, onpath, value) each need a
# call or a declaration that most files do not have (their show()s print
# with sysfs_emit() at buf, and return what it returns): each has a gate
# of its own, so that spatch does not try it on every function of those
# files. The tests read the raw text, and any '+' or '&' in a first
# argument counts: they err towards yes.
AT_OFFSET = r'\s*\([^,;]*[+&]'
OFFSET_WRITE = '|'.join(['sprintf' + AT_OFFSET, 'strcpy' + AT_OFFSET,
			 'memcpy' + AT_OFFSET, 'strcat'])
PATH_WRITE = 'strcpy|strcat|snprintf|sysfs_emit' + AT_OFFSET
CURSOR = r'\*\s*\w+\s*=[\s(]*\w+[\s)]*[;,]'
CURSOR_WRITE = 'sprintf|strcpy|strcat|memcpy'


def may_write_in_loop(text):
	# loop: a write at an offset of buf, or strcat().
	return has(OFFSET_WRITE, text)


def may_write_at_cursor(text):
	# curloop: a write at a cursor set from buf.
	return has(CURSOR, text) and has(CURSOR_WRITE, text)


WORD_CHAR = re.compile(r'\w')
# value: each of its writers, found by its name, and what may come right
# before a call whose value is used.
VALUE_WRITERS = [re.compile(w + r'\s*\(')
		 for w in ('sprintf', 'snprintf', 'scnprintf', 'sysfs_emit')]
USES_VALUE = re.compile(r'(?:[-=(,?+*]|\breturn)\s*$')


def may_write_and_return_other(text):
	# value: one of its writers called as a statement (its value dropped):
	# not right after '=', '(', ',', an operator or return.
	for writer in VALUE_WRITERS:
		for m in writer.finditer(text):
			at = m.start()
			if at and WORD_CHAR.match(text, at - 1):
				continue
			if not USES_VALUE.search(text, max(0, at - 16), at):
				return True
	return False


def may_write_on_path(text):
	# onpath: strcpy(), strcat(), snprintf(), sysfs_emit() at an offset
	# of buf, or at a cursor set from buf and moved with +=.
	return (has(PATH_WRITE, text) or
		('sysfs_emit' in text and '+=' in text and has(CURSOR, text)))

// ------------------------------------------------------------ report

// The gate: a file without these words cannot give a finding of this
// rule file (they name what every rule below needs), so every SmPL rule
// depends on this one and spatch matches none of them against such a file.
// scripts/sysfscheck-cocci reads the same words (grep -E) to choose the
// rule files a run needs.
@script:python gate@
passed;
@@
coccinelle.passed = 'yes'
if not file_mentions(r'ssize_t'):
	cocci.include_match(False)

// loop, curloop, onpath and value each come after a gate of their own
// (see may_write_in_loop()). A gate that drops a file's match makes
// spatch forget, for the rules after it, every rule that matched before
// it: so each of these gates also makes the test of the gate above, the
// rules of each part depend only on its own gate, and the rules after
// value depend on rest_gate, which makes that test again.
@script:python loop_gate@
passed;
@@
coccinelle.passed = 'yes'
if not file_mentions(r'ssize_t'):
	cocci.include_match(False)
elif not file_passes(may_write_in_loop):
	cocci.include_match(False)

// On some path (exists): for all paths this rule took 24 s of CPU on the
// six strcat()s in the branches of an if inside one loop of
// drivers/usb/misc/usbsevseg.c, 0.3 s so; note_place() keeps the forall
// rule's findings.
@loop depends on loop_gate && !patch && !context exists@
identifier show, buf, a, b;
type T1, T2;
expression off;
identifier f = {sprintf, strcpy, strcat, memcpy};
iterator I;
position p, ps;
@@

ssize_t show(T1 *a, T2 *b, char *buf)
{
	<...
(
	for@ps (...;...;...) {
		<+...
(
 		f@p(buf + off, ...)
|
 		f@p(&buf[off], ...)
|
 		strcat@f@p(buf, ...)
)
		...+>
	}
|
	while@ps (...) {
		<+...
(
 		f@p(buf + off, ...)
|
 		f@p(&buf[off], ...)
|
 		strcat@f@p(buf, ...)
)
		...+>
	}
|
	I@ps(...) {
		<+...
(
 		f@p(buf + off, ...)
|
 		f@p(&buf[off], ...)
|
 		strcat@f@p(buf, ...)
)
		...+>
	}
)
	...>
}

@bounded_loop depends on loop_gate && loop@
position loop.ps;
statement S;
iterator I;
@@
(
	for@ps (...; <+... PAGE_SIZE ...+>; ...) S
|
	while@ps (<+... PAGE_SIZE ...+>) S
|
	for@ps (...;...;...) { <+... PAGE_SIZE ...+> }
|
	while@ps (...) { <+... PAGE_SIZE ...+> }
|
	I@ps(...) { <+... PAGE_SIZE ...+> }
)

@script:python depends on bounded_loop@
ps << loop.ps;
@@
bounded_loops.add((ps[0].file, ps[0].line, ps[0].column))

// Once per loop, function and offset (the forall rule's match).
@script:python@
p << loop.p;
off << loop.off;
@@
write_offsets[(p[0].file, place(p[0]))] = off

@script:python@
show << loop.show;
f << loop.f;
p << loop.p;
ps << loop.ps;
@@
note_place((show, place(ps[0]), f,
	    write_offsets.get((p[0].file, place(p[0])))), p[0], place(ps[0]))

@script:python depends on report@
show << loop.show;
buf << loop.buf;
f << loop.f;
p << loop.p;
ps << loop.ps;
@@
if (not in_bounded_loop(ps) and not show_fits(p[0].file, show, buf) and
    first_place(p[0], place(ps[0]))):
	coccilib.report.print_report(p[0], loop_message(show, f))

@script:python depends on org@
show << loop.show;
buf << loop.buf;
f << loop.f;
p << loop.p;
ps << loop.ps;
@@
if (not in_bounded_loop(ps) and not show_fits(p[0].file, show, buf) and
    first_place(p[0], place(ps[0]))):
	coccilib.org.print_todo(p[0], loop_message(show, f))

@script:python curloop_gate@
passed;
@@
coccinelle.passed = 'yes'
if not file_mentions(r'ssize_t'):
	cocci.include_match(False)
elif not file_passes(may_write_at_cursor):
	cocci.include_match(False)

// The same through a cursor: char *p = buf; ... p += sprintf(p, ...).
@curloop depends on curloop_gate && !patch && !context exists@
identifier show, buf, a, b, cur;
type T1, T2;
identifier f = {sprintf, strcpy, strcat, memcpy};
iterator I;
position p, ps;
@@

ssize_t show(T1 *a, T2 *b, char *buf)
{
	... when any
	char *cur = buf;
	<...
(
	for@ps (...;...;...) { <+... f@p(cur, ...) ...+> }
|
	while@ps (...) { <+... f@p(cur, ...) ...+> }
|
	I@ps(...) { <+... f@p(cur, ...) ...+> }
)
	...>
}

@bounded_curloop depends on curloop_gate && curloop@
position curloop.ps;
statement S;
iterator I;
@@
(
	for@ps (...; <+... PAGE_SIZE ...+>; ...) S
|
	while@ps (<+... PAGE_SIZE ...+>) S
|
	for@ps (...;...;...) { <+... PAGE_SIZE ...+> }
|
	while@ps (...) { <+... PAGE_SIZE ...+> }
|
	I@ps(...) { <+... PAGE_SIZE ...+> }
)

@script:python depends on bounded_curloop@
ps << curloop.ps;
@@
bounded_loops.add((ps[0].file, ps[0].line, ps[0].column))

// Once per loop, function and cursor.
@script:python@
show << curloop.show;
cur << curloop.cur;
f << curloop.f;
p << curloop.p;
ps << curloop.ps;
@@
note_place((show, place(ps[0]), f, cur), p[0], ("cur", place(ps[0])))

@script:python depends on report@
show << curloop.show;
buf << curloop.buf;
f << curloop.f;
p << curloop.p;
ps << curloop.ps;
@@
if (not in_bounded_loop(ps) and not show_fits(p[0].file, show, buf) and
    first_place(p[0], ("cur", place(ps[0])))):
	coccilib.report.print_report(p[0], loop_message(show, f))

@script:python depends on org@
show << curloop.show;
buf << curloop.buf;
f << curloop.f;
p << curloop.p;
ps << curloop.ps;
@@
if (not in_bounded_loop(ps) and not show_fits(p[0].file, show, buf) and
    first_place(p[0], ("cur", place(ps[0])))):
	coccilib.org.print_todo(p[0], loop_message(show, f))

@script:python onpath_gate@
passed;
@@
coccinelle.passed = 'yes'
if not file_mentions(r'ssize_t'):
	cocci.include_match(False)
elif not file_passes(may_write_on_path):
	cocci.include_match(False)

// What a show() does on some path, one rule for all of it (each rule
// costs a match of every show(), whatever its pattern): a string that is
// not a literal copied into the page (pstr); sysfs_emit() at an offset
// into the page (pemit) or through a cursor that has moved, char *p =
// buf; p += sysfs_emit(p, ...); p += sysfs_emit(p, ...) (pcur);
// snprintf()'s result returned directly (pret), through the variable it
// was assigned to (pvar) or summed into at buf + x (psum).  Each branch
// binds its own position, and the scripts below are those of each.
@onpath depends on onpath_gate && !patch exists@
identifier show, buf, a, b, cur;
type T1, T2;
local idexpression x;
expression E, off, C, Er, S, F;
identifier f = {strcpy, strcat};
position pstr, pemit, pcur, pret, pvar, psum;
@@

ssize_t show(T1 *a, T2 *b, char *buf)
{
	... when any
(
	f@pstr(buf, E);
|
 	sysfs_emit@pemit(buf + off, ...)
|
 	sysfs_emit@pemit(&buf[off], ...)
|
	char *cur = buf;
	... when any
	cur += E;
	... when any
 	sysfs_emit@pcur(cur, ...)
|
 	return@pret snprintf(buf, S, F, ...);
|
 	return@pret C ? snprintf(buf, S, F, ...) : Er;
|
 	return@pret C ? Er : snprintf(buf, S, F, ...);
|
	x = snprintf(buf, S, F, ...);
	... when != x = E
 	return@pvar x;
|
	x += snprintf(buf + x, ...);
	... when != x = E
 	return@psum x;
)
	... when any
}

@script:python depends on report@
show << onpath.show;
buf << onpath.buf;
f << onpath.f;
E << onpath.E;
p << onpath.pstr;
@@
if not E.startswith('"') and not show_fits(p[0].file, show, buf):
	coccilib.report.print_report(p[0], str_message(show, f, E))

@script:python depends on org@
show << onpath.show;
buf << onpath.buf;
f << onpath.f;
E << onpath.E;
p << onpath.pstr;
@@
if not E.startswith('"') and not show_fits(p[0].file, show, buf):
	coccilib.org.print_todo(p[0], str_message(show, f, E))

// sysfs_emit() at an offset: once per offset (the forall rule's match).
@script:python@
show << onpath.show;
off << onpath.off;
p << onpath.pemit;
@@
note_place((show, off), p[0], "emit")

@script:python depends on report@
show << onpath.show;
p << onpath.pemit;
@@
if first_place(p[0], "emit"):
	coccilib.report.print_report(p[0], emit_message(show))

@script:python depends on org@
show << onpath.show;
p << onpath.pemit;
@@
if first_place(p[0], "emit"):
	coccilib.org.print_todo(p[0], emit_message(show))

@script:python depends on report@
show << onpath.show;
p << onpath.pcur;
@@
coccilib.report.print_report(p[0], emit_message(show))

@script:python depends on org@
show << onpath.show;
p << onpath.pcur;
@@
coccilib.org.print_todo(p[0], emit_message(show))

// snprintf()'s result returned: once per size, format and (in a
// conditional) other operands (the forall rule's match).
@script:python@
show << onpath.show;
S << onpath.S;
F << onpath.F;
p << onpath.pret;
@@
note_place((show, S, F, None, None), p[0], "ret")

@script:python@
show << onpath.show;
S << onpath.S;
F << onpath.F;
C << onpath.C;
E << onpath.Er;
p << onpath.pret;
@@
note_place((show, S, F, C, E), p[0], "ret")

@script:python depends on report@
show << onpath.show;
S << onpath.S;
F << onpath.F;
p << onpath.pret;
@@
if not always_fits(F, S) and first_place(p[0], "ret") and \
   not snprintf_fits(p[0].file, show, p[0], None):
	coccilib.report.print_report(p[0], snprintf_message(show))

@script:python depends on org@
show << onpath.show;
S << onpath.S;
F << onpath.F;
p << onpath.pret;
@@
if not always_fits(F, S) and first_place(p[0], "ret") and \
   not snprintf_fits(p[0].file, show, p[0], None):
	coccilib.org.print_todo(p[0], snprintf_message(show))

// snprintf()'s result kept in a variable and returned: reported unless
// the text always fits (then it is what was written).
@script:python depends on report@
show << onpath.show;
x << onpath.x;
S << onpath.S;
F << onpath.F;
p << onpath.pvar;
@@
if not always_fits(F, S) and not snprintf_fits(p[0].file, show, p[0], x) and \
   first_report(p[0], "retvar"):
	coccilib.report.print_report(p[0], retvar_message(show, x))

@script:python depends on org@
show << onpath.show;
x << onpath.x;
S << onpath.S;
F << onpath.F;
p << onpath.pvar;
@@
if not always_fits(F, S) and not snprintf_fits(p[0].file, show, p[0], x) and \
   first_report(p[0], "retvar"):
	coccilib.org.print_todo(p[0], retvar_message(show, x))

// snprintf()'s results summed into a variable and returned.
@script:python depends on report@
show << onpath.show;
buf << onpath.buf;
x << onpath.x;
p << onpath.psum;
@@
if not sums_fit(p[0].file, show, buf) and first_report(p[0], "retvar"):
	coccilib.report.print_report(p[0], retvar_message(show, x))

@script:python depends on org@
show << onpath.show;
buf << onpath.buf;
x << onpath.x;
p << onpath.psum;
@@
if not sums_fit(p[0].file, show, buf) and first_report(p[0], "retvar"):
	coccilib.org.print_todo(p[0], retvar_message(show, x))

@script:python value_gate@
passed;
@@
coccinelle.passed = 'yes'
if not file_mentions(r'ssize_t'):
	cocci.include_match(False)
elif not file_passes(may_write_and_return_other):
	cocci.include_match(False)

@value depends on value_gate && !patch@
identifier show, buf, a, b;
type T1, T2;
local idexpression x;
identifier w = {sprintf, snprintf, scnprintf, sysfs_emit};
expression E;
position p;
@@

ssize_t show(T1 *a, T2 *b, char *buf)
{
	... when any
	w(buf, ...);
	... when != x = E
	    when != x += E
 	return@p x;
}

@script:python depends on report@
show << value.show;
x << value.x;
p << value.p;
@@
coccilib.report.print_report(p[0], value_message(show, x))

@script:python depends on org@
show << value.show;
x << value.x;
p << value.p;
@@
coccilib.org.print_todo(p[0], value_message(show, x))

// The gate again (see loop_gate).
@script:python rest_gate@
passed;
@@
coccinelle.passed = 'yes'
if not file_mentions(r'ssize_t'):
	cocci.include_match(False)

// Context mode marks every write of a loop the rules above report (at
// its first write): the same patterns for all paths give a match whose
// positions are all of them.  Slow on some files (seconds where the
// writes sit in the branches of an if), but only in this mode.
@loop_context depends on rest_gate && context@
identifier show, buf, a, b;
type T1, T2;
expression off;
identifier f = {sprintf, strcpy, strcat, memcpy};
iterator I;
position p, ps;
@@

ssize_t show(T1 *a, T2 *b, char *buf)
{
	<...
(
	for@ps (...;...;...) {
		<+...
(
 		f@p(buf + off, ...)
|
 		f@p(&buf[off], ...)
|
 		strcat@f@p(buf, ...)
)
		...+>
	}
|
	while@ps (...) {
		<+...
(
 		f@p(buf + off, ...)
|
 		f@p(&buf[off], ...)
|
 		strcat@f@p(buf, ...)
)
		...+>
	}
|
	I@ps(...) {
		<+...
(
 		f@p(buf + off, ...)
|
 		f@p(&buf[off], ...)
|
 		strcat@f@p(buf, ...)
)
		...+>
	}
)
	...>
}

@depends on rest_gate && context@
position loop_context.p;
identifier f;
@@

*	f@p(...)

@curloop_context depends on rest_gate && context@
identifier show, buf, a, b, cur;
type T1, T2;
identifier f = {sprintf, strcpy, strcat, memcpy};
iterator I;
position p, ps;
@@

ssize_t show(T1 *a, T2 *b, char *buf)
{
	... when any
	char *cur = buf;
	<...
(
	for@ps (...;...;...) { <+... f@p(cur, ...) ...+> }
|
	while@ps (...) { <+... f@p(cur, ...) ...+> }
|
	I@ps(...) { <+... f@p(cur, ...) ...+> }
)
	...>
}

@depends on rest_gate && context@
position curloop_context.p;
identifier f;
@@

*	f@p(...)

@depends on rest_gate && context@
position onpath.pstr;
identifier f;
@@

*	f@pstr(...)

@depends on rest_gate && context@
position onpath.pemit;
@@

*	sysfs_emit@pemit(...)

@depends on rest_gate && context@
position onpath.pcur;
@@

*	sysfs_emit@pcur(...)

@depends on rest_gate && context@
position onpath.pvar;
expression E;
@@

*	return@pvar E;

@depends on rest_gate && context@
position onpath.pret;
expression E;
@@

*	return@pret E;

@depends on rest_gate && context@
position value.p;
expression E;
@@

*	return@p E;

// ------------------------------------------------------------ patch

@depends on rest_gate && patch@
identifier show, buf, a, b;
type T1, T2;
expression off;
expression list args;
@@

ssize_t show(T1 *a, T2 *b, char *buf)
{
	<...
(
-	sprintf(buf, args)
+	sysfs_emit(buf, args)
|
-	snprintf(buf, PAGE_SIZE, args)
+	sysfs_emit(buf, args)
|
-	scnprintf(buf, PAGE_SIZE, args)
+	sysfs_emit(buf, args)
|
-	sprintf(buf + off, args)
+	sysfs_emit_at(buf, off, args)
|
-	snprintf(buf + off, PAGE_SIZE - off, args)
+	sysfs_emit_at(buf, off, args)
|
-	scnprintf(buf + off, PAGE_SIZE - off, args)
+	sysfs_emit_at(buf, off, args)
|
-	sysfs_emit(buf + off, args)
+	sysfs_emit_at(buf, off, args)
|
-	sprintf(&buf[off], args)
+	sysfs_emit_at(buf, off, args)
|
-	sysfs_emit(&buf[off], args)
+	sysfs_emit_at(buf, off, args)
)
	...>
}

// Through a cursor into the page: char *p = buf; ... p += sprintf(p, ...)
// becomes p += sysfs_emit_at(buf, p - buf, ...).
@depends on rest_gate && patch@
identifier show, buf, a, b, cur;
type T1, T2;
expression list args;
@@

ssize_t show(T1 *a, T2 *b, char *buf)
{
	... when any
	char *cur = buf;
	<...
(
-	sprintf(cur, args)
+	sysfs_emit_at(buf, cur - buf, args)
|
-	sysfs_emit(cur, args)
+	sysfs_emit_at(buf, cur - buf, args)
)
	...>
}
