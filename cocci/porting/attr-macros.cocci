// SPDX-License-Identifier: MIT
/// An attribute defined with the open-coded DEVICE_ATTR(x, mode, x_show,
/// x_store) or __ATTR(x, mode, x_show, x_store) is written with the
/// macro that says what it is: DEVICE_ATTR_RO(x) for 0444 and a show()
/// only, DEVICE_ATTR_RW(x) for 0644 and both, DEVICE_ATTR_WO(x) for 0200
/// and a store() only, DEVICE_ATTR_ADMIN_RO(x) for 0400 (and __ATTR_RO,
/// __ATTR_RW, __ATTR_WO). The mode may be octal or symbolic. Only when
/// the callbacks are named x_show and x_store, which the short forms use:
/// others, and other modes, stay open-coded.
///
// Confidence: High
// Options: --no-includes --include-headers --macro-file cocci/sysfs-macros.h
// Keywords: DEVICE_ATTR, DEVICE_ATTR_RO, DEVICE_ATTR_RW, __ATTR, __ATTR_RO

virtual patch

@initialize:python depends on patch@
@@
import re

BITS = {
	"S_IRUSR": 0o400, "S_IWUSR": 0o200, "S_IRGRP": 0o040, "S_IROTH": 0o004,
	"S_IRUGO": 0o444,
}

def mode_value(text):
	"""The value of an octal or S_I* mode, or None."""
	value = 0
	for tok in re.split(r"[\s|()]+", text):
		if not tok:
			continue
		if tok in BITS:
			value |= BITS[tok]
		elif re.match(r"^0[0-7]*$", tok):
			value |= int(tok, 8)
		else:
			return None
	return value

def mode_is(text, octal):
	return mode_value(text) == int(octal, 8)

@depends on patch@
declarer name DEVICE_ATTR, DEVICE_ATTR_RW;
identifier x;
identifier sh : script:python(x) { sh == x + "_show" };
identifier st : script:python(x) { st == x + "_store" };
expression M : script:python() { mode_is(M, "644") };
@@

- DEVICE_ATTR(x, M, sh, st);
+ DEVICE_ATTR_RW(x);

@depends on patch@
declarer name DEVICE_ATTR, DEVICE_ATTR_RO;
identifier x;
identifier sh : script:python(x) { sh == x + "_show" };
expression M : script:python() { mode_is(M, "444") };
@@

- DEVICE_ATTR(x, M, sh, NULL);
+ DEVICE_ATTR_RO(x);

@depends on patch@
declarer name DEVICE_ATTR, DEVICE_ATTR_ADMIN_RO;
identifier x;
identifier sh : script:python(x) { sh == x + "_show" };
expression M : script:python() { mode_is(M, "400") };
@@

- DEVICE_ATTR(x, M, sh, NULL);
+ DEVICE_ATTR_ADMIN_RO(x);

@depends on patch@
declarer name DEVICE_ATTR, DEVICE_ATTR_WO;
identifier x;
identifier st : script:python(x) { st == x + "_store" };
expression M : script:python() { mode_is(M, "200") };
@@

- DEVICE_ATTR(x, M, NULL, st);
+ DEVICE_ATTR_WO(x);

@depends on patch@
identifier x;
identifier sh : script:python(x) { sh == x + "_show" };
identifier st : script:python(x) { st == x + "_store" };
expression M : script:python() { mode_is(M, "644") };
@@

- __ATTR(x, M, sh, st)
+ __ATTR_RW(x)

@depends on patch@
identifier x;
identifier sh : script:python(x) { sh == x + "_show" };
expression M : script:python() { mode_is(M, "444") };
@@

- __ATTR(x, M, sh, NULL)
+ __ATTR_RO(x)

@depends on patch@
identifier x;
identifier st : script:python(x) { st == x + "_store" };
expression M : script:python() { mode_is(M, "200") };
@@

- __ATTR(x, M, NULL, st)
+ __ATTR_WO(x)
