#!/bin/bash
# Unit tests of the pure-C parts of the checker: the printf format-length
# calculator (checker/format-length.c, testcases/unit/format-length-test.c),
# and a short libFuzzer run on it (FUZZ_SECONDS, default 20; skipped with a
# message when clang's libFuzzer is not installed).

. "$(dirname "$0")/lib/suite.sh"

UNIT_TEST=$TOP/build/unit/format-length-test

oneTimeSetUp() {
	BUILD_OUT=$(make -s -C "$TOP" BUILD=build build/unit/format-length-test 2>&1)
	BUILD_RC=$?
}

test_unit_program_builds() {
	assertEquals "make $UNIT_TEST: $BUILD_OUT" 0 "$BUILD_RC"
}

test_format_length_cases_pass() {
	local out
	out=$("$UNIT_TEST" 2>&1)
	assertEquals "$out" 0 $?
	assertContains "$out" " 0 failed"
}

test_format_length_has_at_least_40_cases() {
	local n
	n=$("$UNIT_TEST" --count)
	assertTrue "only $n cases" "[ '${n:-0}' -ge 40 ]"
}

# The program must be able to fail: a wrong expectation is reported.
test_format_length_reports_a_wrong_expectation() {
	local out
	out=$("$UNIT_TEST" --broken 2>&1)
	assertEquals "$out" 1 $?
	assertContains "$out" "expected 10, got 11"
}

test_format_length_short_fuzz_run() {
	local out rc
	out=$("$TOP/testcases/fuzz/run-fuzz" "${FUZZ_SECONDS:-20}" 2>&1)
	rc=$?
	if [ $rc -eq 77 ]; then
		skip_test "libFuzzer: $(printf '%s\n' "$out" | tail -n 1)"
		return
	fi
	assertEquals "$(printf '%s\n' "$out" | tail -n 30)" 0 $rc
	assertContains "$out" "Done "
}

. shunit2
