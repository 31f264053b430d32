#!/bin/bash
# Every test case under testcases/checks/<check>/: sysfscheck's findings
# must be exactly the ones annotated in the file (see lib/common.sh); and
# every check is listed, has cases and has its docs page.

. "$(dirname "$0")/lib/suite.sh"

suite() {
	local files
	mapfile -t files < <(ls "$TOP"/testcases/checks/*/*.c | sort)
	add_case_tests case "${files[@]}"
	suite_addTest test_every_check_listed_tested_documented
}

# The names of the checks in sysfs_checks[] (checker/checks.c), read from
# their definitions, one a line, sorted.
defined_checks() {
	local id
	for id in $(sed -n '/sysfs_checks\[\] = {/,/};/s/^\t&\([a-z_]*\),$/\1/p' \
			"$TOP/checker/checks.c"); do
		grep -h -A3 "struct sysfs_check $id = {" "$TOP"/checker/*.c |
			sed -n 's/^\t\.name = "\(sysfs-[a-z-]*\)",$/\1/p'
	done | sort
}

# --list-checks names every check the sources define, each once with its
# state, and each has cases and a docs page; none is listed that is not.
test_every_check_listed_tested_documented() {
	local defined listed cases pages
	defined=$(defined_checks)
	assertTrue "no check found in checker/checks.c" "[ $(echo "$defined" | wc -w) -ge 8 ]"
	listed=$("$SYSFSCHECK" --list-checks | awk '$2 == "on" || $2 == "off" { print $1 }' | sort)
	assertEquals "--list-checks against sysfs_checks[]" "$defined" "$listed"
	cases=$(cd "$TOP/testcases/checks" && ls -d sysfs-* | sort)
	assertEquals "testcases/checks/ against sysfs_checks[]" "$defined" "$cases"
	pages=$(cd "$TOP/docs/checks" && ls sysfs-*.md | sed 's/\.md$//' | sort)
	assertEquals "docs/checks/ against sysfs_checks[]" "$defined" "$pages"
}

. shunit2
