#!/bin/bash
# Every test case under testcases/checks/<check>/: sysfscheck's findings
# must be exactly the ones annotated in the file (see lib/common.sh).

. "$(dirname "$0")/lib/suite.sh"

suite() {
	local files
	mapfile -t files < <(ls "$TOP"/testcases/checks/*/*.c | sort)
	add_case_tests case "${files[@]}"
}

. shunit2
