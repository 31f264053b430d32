#!/bin/bash
# A suite for t10's test of testcases/run: one test passes, one fails, one
# is skipped because its tool is missing.

. "$(dirname "$0")/../../lib/suite.sh"

test_passes() {
	assertTrue 0
}

test_fails() {
	assertTrue "as it should" 1
}

test_needs_a_tool() {
	if ! command -v no-such-tool-anywhere >/dev/null; then
		skip_test "no such tool"
		return
	fi
	assertTrue 0
}

. shunit2
