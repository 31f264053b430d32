# Sourced by every suite (testcases/tNN-*.sh) before its tests, and by
# shunit2's hooks: it tells testcases/run how many tests passed and failed.
#
# A suite that defines its own oneTimeTearDown calls suite_report from it.

. "$(dirname "${BASH_SOURCE[0]}")/common.sh"

SHUNIT_COLOR=none

suite_report() {
	# shunit2 2.1.8 keeps its counters in these variables.
	[ -n "${SYSFSCHECK_RESULTS:-}" ] &&
		echo "${__shunit_testsPassed:-0} ${__shunit_testsFailed:-0}" >"$SYSFSCHECK_RESULTS"
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
