#!/bin/bash
# sysfscheck under Kbuild: an out-of-tree module built against Debian's
# kernel headers with C=2 CHECK=sysfscheck. The module must build, its
# seeded bugs must be reported and nothing else.

. "$(dirname "$0")/lib/suite.sh"

oneTimeSetUp() {
	SCRATCH=$(mktemp -d)
	kbuild_flags_load
	cp -r "$TOP/testcases/kbuild/module" "$SCRATCH/"
	MOD=$SCRATCH/module
	BUILD_LOG=$SCRATCH/build.log
	make -C "$KDIR" M="$MOD" C=2 CHECK="$SYSFSCHECK" modules >"$BUILD_LOG" 2>&1
	BUILD_STATUS=$?
}

oneTimeTearDown() {
	rm -rf "$SCRATCH"
	suite_report
}

test_module_builds_under_C2() {
	assertEquals "make's exit status; log: $(cat "$BUILD_LOG")" 0 "$BUILD_STATUS"
	assertTrue "the module was linked" "[ -f '$MOD/sysfs_demo.ko' ]"
}

test_checker_ran_on_the_module() {
	grep -q "CHECK *$MOD/sysfs_demo.c" "$BUILD_LOG"
	assertTrue "Kbuild ran the checker; log: $(cat "$BUILD_LOG")" $?
}

test_seeded_bugs_reported_and_nothing_else() {
	local report
	report=$(compare_findings \
		<(expected_findings "$MOD/sysfs_demo.c") \
		<(actual_findings "$MOD/sysfs_demo.c" <"$BUILD_LOG"))
	assertTrue "$report" $?
}

test_no_other_checker_output() {
	local stray
	stray=$(grep -E 'warning:|error:' "$BUILD_LOG" | grep -v "^$MOD/sysfs_demo.c:")
	assertEquals "" "$stray"
}

. shunit2
