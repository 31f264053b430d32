# Sourced by every suite (testcases/tNN-*.sh) before its tests, and by
# shunit2's hooks: it tells testcases/run how many tests passed, failed and
# were skipped.
#
# A suite that defines its own oneTimeTearDown calls suite_report from it.
#
# A test whose tool is missing calls skip_test with the reason and returns:
# it is counted as skipped, never as passed.

. "$(dirname "${BASH_SOURCE[0]}")/common.sh"

SHUNIT_COLOR=none

SUITE_SKIPPED=0

# skip_test REASON: the current test cannot run here (a tool is missing).
# Its assertions from here on are skipped (shunit2's startSkipping) and it
# counts as skipped, not passed. Call it before any assertion.
skip_test() {
	echo "${_shunit_test_:-test}: skipped: $*"
	startSkipping
	SUITE_SKIPPED=$((SUITE_SKIPPED + 1))
}

suite_report() {
	# shunit2 2.1.8 keeps its counters in these variables; a skipped test
	# ends as one shunit2 counts as passed.
	[ -n "${SYSFSCHECK_RESULTS:-}" ] &&
		echo "$((${__shunit_testsPassed:-0} - SUITE_SKIPPED)) ${__shunit_testsFailed:-0} $SUITE_SKIPPED" \
			>"$SYSFSCHECK_RESULTS"
	return 0
}

oneTimeTearDown() {
	suite_report
}

# add_case_tests NAME_PREFIX FILE...: one shunit2 test per file, running
# check_case on it. Used from a suite() function.
add_case_tests() {
	local prefix=$1 file name
	shift
	for file; do
		name=${prefix}_$(echo "${file#"$TOP"/testcases/}" | tr -c 'A-Za-z0-9_\n' '_')
		eval "$name() { local report; report=\$(check_case '$file'); assertTrue \"\$report\" \$?; }"
		suite_addTest "$name"
	done
}
