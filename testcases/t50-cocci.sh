#!/bin/bash
# The Coccinelle engine (cocci/): the macro file, each rule on its
# per-check cases, the wrapper scripts/sysfscheck-cocci, and the agreement
# of its findings with sysfscheck's on the corpus (docs/cocci.md).

. "$(dirname "$0")/lib/suite.sh"

COCCI=$TOP/cocci
MACROS=$COCCI/sysfs-macros.h
T=$TOP/testcases/cocci

oneTimeSetUp() {
	SCRATCH=$(mktemp -d)
}

oneTimeTearDown() {
	rm -rf "$SCRATCH"
	suite_report
}

have_spatch() {
	command -v spatch >/dev/null
}

# Every declarer macro of the test file is a declarer with the macro file,
# and none is read as a function prototype; without it spatch misreads
# some (which is why the file exists: the test can fail).
test_macro_file_declarers() {
	have_spatch || { fail "spatch not installed"; return; }
	local out want
	out=$(spatch --very-quiet --macro-file "$MACROS" \
		--sp-file "$T/declarers.cocci" "$T/macros-declarers.c" 2>&1 | sort -n)
	want=$(printf '%s\n' "2 DEVICE_ATTR_RO" "3 DEVICE_ATTR_RO" "4 DEVICE_ATTR_RO" \
		"6 DEVICE_ATTR" "6 DEVICE_ATTR_RO" "7 SENSOR_DEVICE_ATTR" \
		"8 IIO_DEVICE_ATTR_NAMED" "9 IIO_CONST_ATTR" "10 BIN_ATTR" "10 BIN_ATTR_RO" \
		"18 __ATTRIBUTE_GROUPS" "19 DEVICE_ATTR_IGNORE_LOCKDEP" \
		"25 module_platform_driver" | sort -n)
	assertEquals "declarers with the macro file" "$want" "$out"
	out=$(spatch --very-quiet --sp-file "$T/declarers.cocci" \
		"$T/macros-declarers.c" 2>&1 | grep proto)
	assertNotNull "without the macro file spatch misreads some" "$out"
}

# Each macro of the file is one line "#define NAME(ARGS) YACFE_DECLARATOR"
# and every family the rules rely on is there.
test_macro_file_shape() {
	local bad name
	bad=$(grep '^#define' "$MACROS" | grep -v '^#define [A-Za-z_0-9]*([^)]*) YACFE_DECLARATOR$')
	assertNull "malformed lines: $bad" "$bad"
	for name in DEVICE_ATTR DEVICE_ATTR_RO DEVICE_ATTR_RW DEVICE_ATTR_WO \
		ATTRIBUTE_GROUPS __ATTRIBUTE_GROUPS BIN_ATTRIBUTE_GROUPS BIN_ATTR BIN_ATTR_RO \
		BIN_ATTR_RW SENSOR_DEVICE_ATTR SENSOR_DEVICE_ATTR_2_RW DRIVER_ATTR_RW \
		CLASS_ATTR_RO BUS_ATTR_WO IIO_DEVICE_ATTR IIO_CONST_ATTR module_platform_driver; do
		grep -q "^#define $name(" "$MACROS" || fail "$name missing"
	done
}

. shunit2
