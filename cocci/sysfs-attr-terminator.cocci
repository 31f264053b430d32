// SPDX-License-Identifier: MIT
/// An array of attribute, binary-attribute or attribute-group pointers
/// that reaches a list the sysfs core walks until it meets NULL (a group's
/// .attrs or .bin_attrs, a ktype's .default_groups, a driver's
/// .dev_groups, ATTRIBUTE_GROUPS(), sysfs_create_files(),
/// sysfs_create_groups(), device_add_groups(), ...) must end with NULL:
/// without it the loop reads past the end of the array.
///
/// The array reaches such a list directly, through local variables and
/// assignments, or through a parameter of a function of the same file;
/// an array that is not static may reach one from another file. A sized
/// array with room left over ends in the zero fill; an array only indexed
/// or walked with ARRAY_SIZE() needs no terminator.
///
/// Patch mode appends the NULL.
//
// Confidence: High
// Copyright: (C) 2026 sysfscheck authors
// Options: --no-includes --include-headers --macro-file scripts/coccinelle/sysfs/sysfs-macros.h
// Keywords: sysfs, attribute, attribute_group, NULL terminator
// URL: docs/checks/sysfs-attr-terminator.md

virtual patch
virtual context
virtual org
virtual report

@initialize:python@
@@
import re

# Per file: the candidate arrays, the flow edges between names, the names
# that are lists sysfs walks (with how), and the static arrays.
STATE = {}

LIST_FIELD = re.compile(r'^(attrs|bin_attrs|default_attrs|default_groups|groups|[a-z0-9_]*_groups)$')
# The sysfs API functions that take a NULL-terminated list, and which
# argument (from 0) it is.
LIST_ARG = {
    'sysfs_create_files': 1, 'sysfs_remove_files': 1,
    'sysfs_create_groups': 1, 'sysfs_remove_groups': 1,
    'sysfs_update_groups': 1,
    'device_add_groups': 1, 'device_remove_groups': 1,
    'devm_device_add_groups': 1,
    'hwmon_device_register_with_groups': 3,
    'devm_hwmon_device_register_with_groups': 3,
    'hwmon_device_register_with_info': 4,
    'devm_hwmon_device_register_with_info': 4,
    'device_create_with_groups': 4,
}
NOUNS = (('bin_attribute', 'binary attribute array'),
         ('attribute_group', 'attribute group array'),
         ('attribute', 'attribute array'))
NULLS = ('NULL', '0', '( void * ) 0', '( ( void * ) 0 )')


def st(p):
    f = p[0].file
    if f not in STATE:
        STATE[f] = {'arrays': {}, 'edges': {}, 'sinks': {}, 'static': set(),
                    'params': {}, 'calls': [], 'designated': set()}
    return STATE[f]


def noun(t):
    for tag, n in NOUNS:
        if re.search(r'\bstruct\s+%s\b' % tag, t):
            return n
    return None


def edge(s, a, b):
    s['edges'].setdefault(a, set()).add(b)


def sink(s, name, how):
    s['sinks'].setdefault(name, how)


def value_of(init):
    # "[ X ] = E" or ". f = E" -> "E"
    init = init.strip()
    m = re.match(r'^(\[[^\]]*\]|\.\s*\w+)\s*=\s*(.*)$', init)
    return m.group(2).strip() if m else init


def compact(e):
    e = re.sub(r'\s*(->|\.)\s*', r'\1', e)
    e = re.sub(r'&\s+', '&', e)
    return e.strip()


def reach(s, name):
    # Breadth-first along the flow edges to a list sysfs walks.
    for fn, i, arg in s['calls']:
        if (fn, i) in s['params']:
            edge(s, arg, s['params'][(fn, i)])
    seen = {name}
    todo = [name]
    while todo:
        n = todo.pop(0)
        if n in s['sinks']:
            return s['sinks'][n]
        for m in sorted(s['edges'].get(n, ())):
            if m not in seen:
                seen.add(m)
                todo.append(m)
    return None


def verdict(p, a):
    # None when the array is fine, else the message.
    s = st(p)
    info = s['arrays'].get((a, p[0].line))
    if info is None:
        return None
    kind, count, size, last, scope = info
    how = reach(s, a)
    if how is None and scope == a and a not in s['static']:
        how = "another file's code (it is not static)"
    if how is None:
        return None
    if size is not None:
        if not size.isdigit():
            return None
        if int(size) > count:
            return None
    if count == 0:
        return ("%s '%s' is empty: it has no NULL terminator, and sysfs "
                "walks it through %s until it finds one; make it { NULL }"
                % (kind, a, how))
    if compact(value_of(last)) in NULLS:
        return None
    return ("%s '%s' is not NULL-terminated (last element '%s'); sysfs walks "
            "it through %s until it finds NULL: add NULL as its last element"
            % (kind, a, compact(value_of(last)), how))

# The quote characters, not written out: spatch reads this Python too,
# and a lone quote of a string of one character starts a string for it.
QUOTES = chr(34) + chr(39)
NESTED = re.compile('[][(){}#\\\\' + QUOTES + ']')


def elements(init):
    # The elements of a brace initializer as spatch prints it ("{ & a .
    # attr , NULL , }": tokens apart, a comma after each element), or None
    # when it is not one. Preprocessor lines come with the text: '#if 0'
    # code is not part of the array (spatch skips it), the other
    # directives are dropped and what they enclose is kept.
    init = init.strip()
    if not (init.startswith('{') and init.endswith('}')):
        return None
    body = init[1:-1]
    if not NESTED.search(body):
        # Nothing nested, quoted or conditional (most arrays): the commas
        # alone part the elements, and the loop below would give the same.
        items = [x.strip() for x in body.split(',')]
        return items if items[-1] else items[:-1]
    body = skip_if0(body)
    body = re.sub(r'#\s*(if|ifdef|ifndef|elif)\b[^\n]*\n', ' ', body)
    body = re.sub(r'#\s*(else|endif)\b', ' ', body)
    items, depth, quote, cur = [], 0, None, ''
    i = 0
    while i < len(body):
        c = body[i]
        if quote:
            if c == '\\':
                cur += body[i:i + 2]
                i += 2
                continue
            if c == quote:
                quote = None
        elif c in QUOTES:
            quote = c
        elif c in '([{':
            depth += 1
        elif c in ')]}':
            depth -= 1
        elif c == ',' and depth == 0:
            items.append(cur.strip())
            cur = ''
            i += 1
            continue
        cur += c
        i += 1
    if cur.strip():
        items.append(cur.strip())
    return items


def skip_if0(text):
    # text without its '#if 0' parts (up to the matching #else, #elif or
    # #endif).
    out, pos = [], 0
    for m in re.finditer(r'#\s*if\s+0\b', text):
        if m.start() < pos:
            continue
        out.append(text[pos:m.start()])
        depth, j = 1, m.end()
        for d in re.finditer(r'#\s*(if|ifdef|ifndef|else|elif|endif)\b', text[m.end():]):
            word = d.group(1)
            if word in ('if', 'ifdef', 'ifndef'):
                depth += 1
            elif word == 'endif':
                depth -= 1
            elif depth > 1:
                continue
            if depth == 0 or (depth == 1 and word in ('else', 'elif')):
                j = m.end() + (d.end() if word != 'elif' else d.start())
                break
        else:
            j = len(text)
        pos = j
    out.append(text[pos:])
    return ''.join(out)


def candidate(p, a, T, I, N):
    # Records a candidate array (its kind, element count, size, last
    # element, scope) and says whether it is open: empty or not ending in
    # NULL. A sized array needs an element to be one.
    k = noun(T)
    items = elements(I)
    if not k or items is None or (N is not None and not items):
        return False
    s = st(p)
    key = (a, p[0].line)
    if N is None and re.search(r'(^|,)\s*\[', ' , '.join(items)):
        s['designated'].add(key)
    s['arrays'][key] = (k, len(items), None if N is None else N.strip(),
                        items[-1] if items else '', p[0].current_element)
    return open_array(p, a)


def open_array(p, a):
    # Empty or not ending in NULL: only then can verdict() say something,
    # and only then are the flow rules worth their cost.
    info = st(p)["arrays"].get((a, p[0].line))
    return info is not None and (info[1] == 0 or
                                 compact(value_of(info[3])) not in NULLS)


def patchable(p, a):
    # Appending NULL is safe in an unsized array without designators
    # (after "[X] = e," a NULL would overwrite element X + 1).
    s = st(p)
    info = s['arrays'].get((a, p[0].line))
    return (info is not None and info[2] is None and
            (a, p[0].line) not in s['designated'] and
            verdict(p, a) is not None)

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


# The text of the file being checked, read once for all its gate tests.
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


# Whether the text of the file being checked matches words (a
# regular expression).
def file_mentions(words):
    return file_passes(lambda text: any(r.search(text)
                                        for r in alternatives(words)))


# The text-level twin of candidate() and open_array(), for the gate: whether
# some array declared with a type naming one of NOUNS may be empty or end in
# something other than NULL. It errs towards yes (a preprocessor line in
# the initializer, a second declarator, an initializer left open), so a
# file it says no for has no array unterm keeps, and no finding. Most
# files end every array in NULL, and skip all the rules below.
JUNK = re.compile(r'/\*.*?\*/|//[^\n]*|' + '|'.join(
    q + r'(?:\\.|[^\\\n' + q + '])*' + q for q in QUOTES), re.S)
ARRAY_INIT = re.compile(r'\][^;{}=]*=\s*\{')
NOUN_TEXT = re.compile(r'\bstruct\s+(?:%s)\b' % '|'.join(t for t, _ in NOUNS))
BRACKET_TOKEN = re.compile(r'[][(){}]')


def initializer_at(code, i):
    # The brace initializer whose '{' is code[i - 1], braces included, or
    # None when it is not closed.
    depth = 1
    for m in BRACKET_TOKEN.finditer(code, i):
        depth += 1 if m.group() in '([{' else -1
        if not depth:
            return code[i - 1:m.end()]
    return None


def may_have_open_array(text):
    code = JUNK.sub(' ', text)
    for m in ARRAY_INIT.finditer(code):
        start = max(code.rfind(c, 0, m.start()) for c in ';{}')
        head = code[start + 1:m.start()]
        if head.lstrip().startswith(','):
            return True
        if not NOUN_TEXT.search(head):
            continue
        init = initializer_at(code, m.end())
        items = elements(init) if init and '#' not in init else None
        if not items:
            return True
        # As spatch prints it: tokens apart ('( void * ) 0').
        last = re.sub(r'([()*])', r' \1 ', value_of(items[-1]))
        if ' '.join(last.split()) not in NULLS:
            return True
    return False


// The gate: a file without these words cannot give a finding of this
// rule file (they name what every rule below needs), so every SmPL rule
// depends on this one and spatch matches none of them against such a file.
// scripts/sysfscheck-cocci reads the same words (grep -E) to choose the
// rule files a run needs.
@script:python gate@
passed;
@@
coccinelle.passed = 'yes'
if not file_mentions(r'attribute'):
    cocci.include_match(False)
elif not file_passes(may_have_open_array):
    cocci.include_match(False)

// The candidate arrays: pointers to attributes, binary attributes or
// groups, with their element count and last element, read in Python from
// the whole initializer (matching '{ IL, E }', a list metavariable and the
// last element, cost spatch three times as much: it tries every split of
// every initializer list). The rule matches only the arrays that are
// empty or do not end in NULL: a file whose arrays all end in NULL cannot
// have a finding, and every rule below (flow, static arrays,
// ATTRIBUTE_GROUPS(), the finding and the fix: verdict() is None for an
// array open_array() rejects) depends on this one.
@unterm depends on gate@
identifier a;
type T;
initializer I;
expression N;
position p : script:python(a, T, I) { candidate(p, a, T, I, None) };
position ps : script:python(a, T, I, N) { candidate(ps, a, T, I, N) };
@@
(
T *a@p[] = I;
|
T *a@ps[N] = I;
)

@stat depends on gate && unterm@
identifier a;
type T;
position p;
@@
(
static T *a@p[] = ...;
|
static T *a@p[...] = ...;
)

@script:python@
a << stat.a;
p << stat.p;
@@
st(p)['static'].add(a)

// Where names flow: assignments, initialised declarations, arguments.
@asg depends on gate && unterm@
expression X;
identifier a;
position p;
@@
X@p = a

@script:python@
X << asg.X;
a << asg.a;
p << asg.p;
@@
s = st(p)
m = re.search(r'(\.|->)\s*(\w+)$', X)
if m and LIST_FIELD.match(m.group(2)):
    sink(s, a, "'.%s'" % m.group(2))
elif re.match(r'^\w+$', X.strip()):
    edge(s, a, X.strip())

@ini depends on gate && unterm@
type T;
identifier x;
initializer I;
position p;
@@
(
T x@p = I;
|
T x@p[] = I;
|
T x@p[...] = I;
)

@script:python@
x << ini.x;
I << ini.I;
p << ini.p;
@@
s = st(p)
for m in re.finditer(r'\.\s*(\w+)\s*=\s*(?:\(\s*[^()]*\)\s*)?(\w+)\s*[,}]', I):
    if LIST_FIELD.match(m.group(1)):
        sink(s, m.group(2), "'.%s' of '%s'" % (m.group(1), x))
if re.match(r'^\s*\w+\s*$', I):
    edge(s, I.strip(), x)

@call depends on gate && unterm@
identifier f, a;
expression list[n] es;
position p;
@@
f@p(es, a, ...)

@script:python@
f << call.f;
n << call.n;
a << call.a;
p << call.p;
@@
s = st(p)
n = int(n)
if LIST_ARG.get(f) == n:
    sink(s, a, '%s()' % f)
s['calls'].append((f, n, a))

@par depends on gate && unterm@
identifier f, q;
parameter list[n] ps;
type T;
position p;
@@
f@p(ps, T q, ...) { ... }

@script:python@
f << par.f;
q << par.q;
n << par.n;
p << par.p;
@@
st(p)["params"][(f, int(n))] = q

@groups depends on gate && unterm@
declarer name ATTRIBUTE_GROUPS, BIN_ATTRIBUTE_GROUPS;
identifier g;
position p;
@@
(
ATTRIBUTE_GROUPS@p(g);
|
BIN_ATTRIBUTE_GROUPS@p(g);
)

@script:python@
g << groups.g;
p << groups.p;
@@
sink(st(p), g + '_attrs', "'.attrs' of '%s_group'" % g)

// The findings.
@bad depends on gate && unterm@
identifier a;
type T;
position p : script:python(a) { verdict(p, a) is not None };
@@
(
T *a@p[] = ...;
|
T *a@p[...] = ...;
)

@script:python depends on report@
a << bad.a;
p << bad.p;
@@
coccilib.report.print_report(p[0], verdict(p, a) + " [sysfs-attr-terminator]")

@script:python depends on org@
a << bad.a;
p << bad.p;
@@
coccilib.org.print_todo(p[0], verdict(p, a) + " [sysfs-attr-terminator]")

@depends on gate && context@
identifier bad.a;
type T;
position bad.p;
@@
(
* T *a@p[] = ...;
|
* T *a@p[...] = ...;
)

@fix depends on gate && unterm && patch@
identifier a;
type T;
position p : script:python(a) { patchable(p, a) };
initializer list IL;
@@
T *a@p[] = { IL,
+ NULL,
  };

@depends on gate && unterm && patch@
identifier a;
type T;
position p : script:python(a) { patchable(p, a) };
@@
T *a@p[] = {
+ NULL
  };
