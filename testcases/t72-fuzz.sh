#!/bin/bash
# A short AFL++ run over the whole checker (scripts/fuzz-checker): mutated
# corpus drivers must never crash sysfscheck. Skipped, with a message,
# when AFL++ is not installed (scripts/install-deps fuzz). The instrumented
# build is made once, in build/fuzz-checker/. FUZZ_SECONDS sets the length
# (default 30); `make fuzz-checker` runs a longer one.

. "$(dirname "$0")/lib/suite.sh"

test_fuzz_the_checker_briefly() {
	local out rc
	if ! command -v afl-fuzz >/dev/null || ! command -v afl-cc >/dev/null; then
		skip_test "AFL++ is not installed (scripts/install-deps fuzz)"
		return
	fi
	out=$("$TOP/scripts/fuzz-checker" --quiet --seconds "${FUZZ_SECONDS:-30}" 2>&1)
	rc=$?
	echo "$out" | head -n 20
	assertEquals "fuzz-checker: $out" 0 "$rc"
	assertContains "$out" "0 crashes"
}

. shunit2
