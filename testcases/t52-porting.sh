#!/bin/bash
# The porting rules (cocci/porting/*.cocci): each rule's before/after
# cases (testcases/porting/RULE/NAME.c must become NAME.res), the kernel's
# header conventions in every rule, and the round trip: every legacy
# corpus driver, after all the rules, compiles against the current API of
# the reference implementation and runs its scenario as before.

. "$(dirname "$0")/lib/suite.sh"
. "$(dirname "$0")/lib/reference.sh"

RULES=$TOP/cocci/porting
CASES=$TOP/testcases/porting

oneTimeSetUp() {
	SCRATCH=$(mktemp -d)
}

oneTimeTearDown() {
	rm -rf "$SCRATCH"
	suite_report
}

# macro_opts: the declarer macros for spatch, once the tree has them.
macro_opts() {
	[ -f "$TOP/cocci/sysfs-macros.h" ] &&
		printf '%s\n' --macro-file "$TOP/cocci/sysfs-macros.h"
	return 0
}

# port RULE FILE: applies one rule to FILE in place; spatch's messages on
# stderr.
port() {
	local opts
	mapfile -t opts < <(macro_opts)
	spatch --sp-file "$1" -D patch --very-quiet --no-includes \
		--include-headers "${opts[@]}" --in-place "$2" >/dev/null
}

# port_all FILE: applies every rule, in the order sysfscheck-port does.
port_all() {
	local rule
	for rule in $(ls "$RULES"/*.cocci | sort); do
		port "$rule" "$1" || return 1
	done
}

# ---------------------------------------------------------------- rules

test_rules_follow_the_kernel_conventions() {
	local rule
	for rule in "$RULES"/*.cocci; do
		assertTrue "$rule: a /// description" "grep -q '^/// [A-Z]' '$rule'"
		assertTrue "$rule: // Confidence:" "grep -q '^// Confidence: ' '$rule'"
		assertTrue "$rule: // Options:" "grep -q '^// Options: ' '$rule'"
		assertTrue "$rule: // Keywords:" "grep -q '^// Keywords: ' '$rule'"
		assertTrue "$rule: virtual patch" "grep -qx 'virtual patch' '$rule'"
		assertTrue "$rule: an SPDX line" "grep -q '^// SPDX-License-Identifier: MIT' '$rule'"
		assertTrue "$rule: no before/after case" "ls '$CASES/$(basename "$rule" .cocci)'/*.c"
	done
}

# One test per before/after case: testcases/porting/RULE/NAME.c, with the
# rule cocci/porting/RULE.cocci, must give NAME.res.
case_test() {
	local file=$1 rule out
	rule=$RULES/$(basename "$(dirname "$file")").cocci
	out=$SCRATCH/$(basename "$(dirname "$file")")-$(basename "$file")
	cp "$file" "$out"
	port "$rule" "$out" 2>"$out.err"
	assertTrue "spatch failed: $(cat "$out.err")" $?
	assertEquals "$file: $(diff -u "${file%.c}.res" "$out")" \
		"$(cat "${file%.c}.res")" "$(cat "$out")"
	# The rule is idempotent: a second run changes nothing.
	cp "$out" "$out.again"
	port "$rule" "$out.again" 2>/dev/null
	assertEquals "$file: a second run changes it again" \
		"$(cat "$out")" "$(cat "$out.again")"
}

suite() {
	local file name
	for file in "$CASES"/*/*.c; do
		name=test_case_$(echo "${file#"$CASES"/}" | tr -c 'A-Za-z0-9_\n' '_')
		eval "$name() { case_test '$file'; }"
		suite_addTest "$name"
	done
	suite_addTest test_rules_follow_the_kernel_conventions
}

. shunit2
