// SPDX-License-Identifier: MIT
/// Symbolic permission bits (S_IRUGO, S_IWUSR, S_IRUSR | S_IWUSR,
/// ...) become the octal mode they stand for (0444, 0200, 0600, ...).
/// checkpatch asks for octal modes in new code, and the _RO/_RW/_WO
/// attribute macros and VERIFY_OCTAL_PERMISSIONS() are read in octal.
/// Only an expression made of nothing but S_I* bits (and octal numbers)
/// joined by '|' is rewritten, as a whole: 'attr->mode | S_IWUSR' keeps
/// its first operand and gets 0200.
///
// Confidence: High
// Options: --no-includes --include-headers
// Keywords: S_IRUGO, S_IWUSR, permission, mode, octal

virtual patch

@initialize:python depends on patch@
@@
import re

SYMBOLIC = {
	"S_IRWXU": 0o700, "S_IRUSR": 0o400, "S_IWUSR": 0o200, "S_IXUSR": 0o100,
	"S_IRWXG": 0o070, "S_IRGRP": 0o040, "S_IWGRP": 0o020, "S_IXGRP": 0o010,
	"S_IRWXO": 0o007, "S_IROTH": 0o004, "S_IWOTH": 0o002, "S_IXOTH": 0o001,
	"S_IRWXUGO": 0o777, "S_IALLUGO": 0o7777, "S_IRUGO": 0o444,
	"S_IWUGO": 0o222, "S_IXUGO": 0o111, "S_ISUID": 0o4000,
	"S_ISGID": 0o2000, "S_ISVTX": 0o1000,
}
SPANS = []

def octal_mode(text):
	"""The octal spelling of a '|' of symbolic bits, or None."""
	value = 0
	symbolic = False
	for tok in re.split(r"[\s|()]+", text):
		if not tok:
			continue
		if tok in SYMBOLIC:
			value |= SYMBOLIC[tok]
			symbolic = True
		elif re.match(r"^0[0-7]*$", tok):
			value |= int(tok, 8)
		else:
			return None
	return "0%o" % value if symbolic else None

def span(p):
	return (p[0].file, (int(p[0].line), int(p[0].column)),
		(int(p[0].line_end), int(p[0].column_end)))

def inside_another(p):
	f, a, b = span(p)
	return any(g == f and (c, d) != (a, b) and c <= a and b <= d
		   for g, c, d in SPANS)

@mode depends on patch@
expression E : script:python() { octal_mode(E) is not None };
position p;
@@

E@p

@script:python depends on mode@
p << mode.p;
@@

SPANS.append(span(p))

@script:python value depends on mode@
E << mode.E;
p << mode.p;
o;
@@

# Only the whole expression: its parts are rewritten with it.
if inside_another(p):
	cocci.include_match(False)
else:
	coccinelle.o = cocci.make_expr(octal_mode(E))

@depends on patch@
expression mode.E;
position mode.p;
expression value.o;
@@

- E@p
+ o
