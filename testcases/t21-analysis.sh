#!/bin/bash
# Every analysis case under testcases/analysis/<module>/: run with
# --debug-analysis, each __sysfscheck_*() probe prints what the analysis
# concludes there, and the printed lines must be exactly the ones
# annotated in the file (as for the checks' cases, lib/common.sh).

. "$(dirname "$0")/lib/suite.sh"

suite() {
	local files
	mapfile -t files < <(ls "$TOP"/testcases/analysis/*/*.c | sort)
	add_case_tests analysis "${files[@]}"
	suite_addTest test_unknown_probe_is_reported
	suite_addTest test_probes_silent_without_option
	suite_addTest test_probes_not_on_stdout
}

# A probe that nothing answers is reported, so a misspelt one fails.
test_unknown_probe_is_reported() {
	local out
	out=$(run_sysfscheck "$TOP/testcases/analysis/unknown-probe.c" \
		--debug-analysis 2>&1)
	assertContains "$out" "no probe named 'no_such_probe' [sysfs-analysis]"
}

# Without --debug-analysis the probes are ordinary calls: nothing printed.
test_probes_silent_without_option() {
	local out
	out=$(run_sysfscheck "$TOP/testcases/analysis/constant/folding.c" \
		--no-prefilter 2>&1)
	assertEquals "" "$out"
}

# The probes write on stderr only: stdout carries JSON and SARIF.
test_probes_not_on_stdout() {
	local out
	out=$(run_sysfscheck "$TOP/testcases/analysis/constant/folding.c" \
		--debug-analysis --format=json 2>/dev/null)
	assertEquals "" "$out"
}

. shunit2
