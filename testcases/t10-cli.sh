#!/bin/bash
# The command line: exit statuses, bad input, options, order and
# de-duplication of findings. Uses the small self-contained fixtures in
# testcases/cli/, which need no kernel headers.

. "$(dirname "$0")/lib/suite.sh"

CLI=$TOP/testcases/cli

oneTimeSetUp() {
	SCRATCH=$(mktemp -d)
}

oneTimeTearDown() {
	rm -rf "$SCRATCH"
	suite_report
}

# sc ARGS...: run sysfscheck; output in $OUT (stdout and stderr), exit in $RC.
sc() {
	OUT=$("$SYSFSCHECK" "$@" 2>&1)
	RC=$?
}

lines() {
	[ -z "$1" ] && echo 0 && return
	printf '%s\n' "$1" | wc -l
}

# assert_one_line_error STATUS: one line on output, saying "error".
assert_one_line_error() {
	assertEquals "exit status; output: $OUT" "$1" "$RC"
	assertEquals "one line; output: $OUT" 1 "$(lines "$OUT")"
	assertContains "$OUT" "error"
}

test_missing_file_is_one_line_and_exit_2() {
	sc "$SCRATCH/no-such-file.c"
	assert_one_line_error 2
	assertContains "$OUT" "no-such-file.c"
}

test_relative_missing_file() {
	OUT=$(cd "$SCRATCH" && "$SYSFSCHECK" no-such-file.c 2>&1)
	RC=$?
	assert_one_line_error 2
}

test_directory_is_rejected() {
	sc "$SCRATCH"
	assert_one_line_error 2
	assertContains "$OUT" "directory"
}

test_empty_file_is_rejected() {
	: >"$SCRATCH/empty.c"
	sc "$SCRATCH/empty.c"
	assert_one_line_error 2
	assertContains "$OUT" "empty"
}

test_binary_file_is_rejected() {
	printf '\177ELF\002\001\001\000\000\000' >"$SCRATCH/binary.c"
	sc "$SCRATCH/binary.c"
	assert_one_line_error 2
	assertContains "$OUT" "binary"
}

test_prose_is_not_c() {
	sc "$CLI/prose.c"
	assert_one_line_error 2
	assertContains "$OUT" "not analysed"
}

test_missing_include_is_one_line() {
	sc -nostdinc "$CLI/missing-include.c"
	assert_one_line_error 2
	assertContains "$OUT" "no-such-header.h"
}

test_unknown_long_option() {
	sc --frobnicate "$CLI/clean.c"
	assert_one_line_error 2
	assertContains "$OUT" "--frobnicate"
}

test_unknown_check_name() {
	sc -Wsysfs-no-such-check "$CLI/clean.c"
	assert_one_line_error 2
	assertContains "$OUT" "sysfs-no-such-check"
}

test_no_input_files() {
	sc -Wall
	assert_one_line_error 2
}

test_gcc_and_sparse_options_are_accepted() {
	sc -D__KERNEL__ -Wbitwise -Wno-return-void --arch=x86 -m64 -std=gnu11 \
		-Wp,-MMD,"$SCRATCH/x.d" -fno-strict-aliasing -O2 -include "$CLI/mini-sysfs.h" \
		"$CLI/clean.c"
	assertEquals "output: $OUT" 0 "$RC"
	assertEquals "" "$OUT"
}

test_help_and_version() {
	sc --help
	assertEquals 0 "$RC"
	assertContains "$OUT" "usage: sysfscheck"
	sc --version
	assertEquals 0 "$RC"
	assertContains "$OUT" "sparse 0.6.4"
}

# --list-checks against the list in checker/checks.c (the C names of the
# checks it holds, each defined in a checker/*.c with its name): every
# check, each once, and nothing else; each has its documentation page.
test_list_checks_names_every_check() {
	local want
	sc --list-checks
	assertEquals 0 "$RC"
	want=$(sed -n '/sysfs_checks\[\] = {/,/^};/s/^\t&\(check_[a-z_]*\),$/\1/p' "$TOP/checker/checks.c" |
		while read -r c; do
			sed -n "/^const struct sysfs_check $c = {/,/^};/s/^\t\.name = \"\(sysfs-[a-z0-9-]*\)\",\$/\1/p" \
				"$TOP"/checker/*.c
		done)
	assertNotNull "checks.c read" "$want"
	assertEquals "--list-checks and checker/checks.c" "$want" "$(printf '%s\n' "$OUT" | awk '{ print $1 }')"
	for c in $want; do
		assertTrue "$c: no docs/checks/$c.md" "[ -f '$TOP/docs/checks/$c.md' ]"
		printf '%s\n' "$OUT" | grep -qE "^$c +(on|off) +[a-z]"
		assertTrue "$c: a summary: $OUT" $?
	done
	sc -Wno-sysfs-bin-default --list-checks
	printf '%s\n' "$OUT" | grep -qE '^sysfs-bin-default +off'
	assertTrue "bin-default shown as off: $OUT" $?
}

test_all_checks_on_and_off() {
	sc -Wsysfs-all --list-checks
	assertEquals "every check on: $OUT" "" "$(printf '%s\n' "$OUT" | awk '$2 != "on"')"
	sc -Wno-sysfs-all -Wsysfs-leak --list-checks
	assertEquals "only sysfs-leak on: $OUT" "sysfs-leak" "$(printf '%s\n' "$OUT" | awk '$2 == "on" { print $1 }')"
	sc -Wno-sysfs-all "$CLI/ordered.c"
	assertEquals "nothing reported: $OUT" "0 " "$RC $OUT"
}

# A -W option naming no check: an error on the command line, a warning
# when Kbuild runs the checker (a -DKBUILD_BASENAME= option).
test_unknown_check_under_kbuild_is_a_warning() {
	sc -Wno-sysfs-leek -DKBUILD_BASENAME='"x"' "$CLI/ordered.c"
	assertEquals "output: $OUT" 0 "$RC"
	assertContains "$OUT" "sysfscheck: warning: unknown check 'sysfs-leek' in '-Wno-sysfs-leek'; did you mean 'sysfs-leak'? (ignored; see --list-checks)"
	assertContains "the file is still checked" "$OUT" "[sysfs-attr-terminator:bug]"
	sc -Wno-sysfs-leek "$CLI/ordered.c"
	assert_one_line_error 2
	assertContains "$OUT" "did you mean 'sysfs-leak'?"
}

# Standard input is judged as a file is: empty or binary is unusable.
test_standard_input() {
	OUT=$("$SYSFSCHECK" - </dev/null 2>&1)
	RC=$?
	assert_one_line_error 2
	assertContains "$OUT" "standard input is empty"
	OUT=$(printf '\177ELF\000\001' | "$SYSFSCHECK" - 2>&1)
	RC=$?
	assert_one_line_error 2
	assertContains "$OUT" "binary"
	OUT=$(cd "$CLI" && "$SYSFSCHECK" - <ordered.c 2>&1)
	RC=$?
	assertEquals "C on standard input: $OUT" 0 "$RC"
	assertContains "$OUT" "-:13:25: warning: attribute array 'late_attrs'"
}

# The suite runner counts a test whose tool is missing as skipped, never
# as passed, and its last line starts with "N passed, N failed".
test_runner_counts_skipped_tests() {
	local out
	out=$("$TOP/testcases/run" integration/runner/skip-suite.sh 2>&1)
	assertEquals "a failing test fails the run: $out" 1 $?
	assertEquals "1 passed, 1 failed, 1 skipped" "$(printf '%s\n' "$out" | tail -n 1)"
	assertContains "the reason is shown" "$out" "test_needs_a_tool: skipped: no such tool"
}

test_findings_exit_0_by_default() {
	sc "$CLI/ordered.c"
	assertEquals "output: $OUT" 0 "$RC"
	assertEquals 2 "$(lines "$OUT")"
}

test_exit_code_option() {
	sc --exit-code "$CLI/ordered.c"
	assertEquals 1 "$RC"
	sc --exit-code "$CLI/clean.c"
	assertEquals 0 "$RC"
	assertEquals "" "$OUT"
}

test_findings_are_in_gcc_format() {
	sc "$CLI/ordered.c"
	printf '%s\n' "$OUT" | grep -qvE '^[^:]+:[0-9]+:[0-9]+: warning: .* \[sysfs-[a-z-]+(:[a-z]+)?\]$'
	assertFalse "a line not in gcc's format: $OUT" $?
}

test_findings_in_source_order() {
	sc "$CLI/ordered.c"
	assertEquals "10 sysfs-bin-default
13 sysfs-attr-terminator" "$(printf '%s\n' "$OUT" |
		sed -E 's/^[^:]*:([0-9]+):.*\[(sysfs-[a-z-]+)(:[a-z]+)?\]$/\1 \2/')"
}

test_Wno_turns_a_check_off() {
	sc -Wno-sysfs-attr-terminator "$CLI/ordered.c"
	assertEquals 0 "$RC"
	assertEquals 1 "$(lines "$OUT")"
	assertContains "$OUT" "[sysfs-bin-default:bug]"
	sc -Wno-sysfs-attr-terminator -Wsysfs-attr-terminator "$CLI/ordered.c"
	assertEquals 2 "$(lines "$OUT")"
}

test_parse_error_does_not_hide_other_findings() {
	sc "$CLI/parse-error.c"
	assertEquals "exit status; output: $OUT" 2 "$RC"
	assertContains "$OUT" "parse-error.c:12:"
	assertContains "$OUT" "[sysfs-attr-terminator:bug]"
	assertEquals "one finding and one error line: $OUT" 2 "$(lines "$OUT")"
}

test_truncated_file() {
	sc "$CLI/truncated.c"
	assertEquals "exit status; output: $OUT" 2 "$RC"
	assertContains "$OUT" "truncated.c:5:"
	assertEquals "one finding and one error line: $OUT" 2 "$(lines "$OUT")"
	assertContains "$(printf '%s\n' "$OUT" | tail -n 1)" "not analysed"
}

test_header_array_reported_once_at_its_definition() {
	sc -I"$CLI" "$CLI/user-one.c" "$CLI/user-two.c"
	assertEquals "output: $OUT" 0 "$RC"
	assertEquals "output: $OUT" 1 "$(lines "$OUT")"
	assertContains "$OUT" "shared.h:7:"
}

test_relative_path_from_the_tree_root() {
	OUT=$(cd "$TOP" && "$SYSFSCHECK" testcases/cli/ordered.c 2>&1)
	assertContains "$OUT" "testcases/cli/ordered.c:10:"
}

test_no_cap_on_the_number_of_findings() {
	local i
	{
		echo '#include "mini-sysfs.h"'
		echo 'static struct attribute a = { .name = "a" };'
		for i in $(seq 1 150); do
			echo "static struct attribute *l$i[] = { &a };"
			echo "static struct attribute_group g$i = { .attrs = l$i };"
			echo "struct attribute_group *f$i(void) { return &g$i; }"
		done
	} >"$SCRATCH/many.c"
	sc -I"$CLI" "$SCRATCH/many.c"
	assertEquals 0 "$RC"
	assertEquals 150 "$(lines "$OUT")"
}

test_sparse_warnings_stay_quiet() {
	# sparse warns about a plain 0 as a NULL pointer; sysfscheck does not.
	printf '#include "mini-sysfs.h"\nstatic struct attribute *z[] = { 0 };\nstruct attribute **f(void) { return z; }\n' \
		>"$SCRATCH/zero.c"
	sc -I"$CLI" "$SCRATCH/zero.c"
	assertEquals 0 "$RC"
	assertEquals "" "$OUT"
}

test_never_writes_the_input() {
	local before after
	before=$(sha256sum "$CLI/ordered.c")
	sc "$CLI/ordered.c"
	after=$(sha256sum "$CLI/ordered.c")
	assertEquals "$before" "$after"
}

# The set-up script: as an ordinary user with a package missing, it names
# the one apt-get command and exits 2 (dpkg-query and id are stubbed).
test_install_deps_as_user_prints_the_apt_line() {
	mkdir -p "$SCRATCH/stubs"
	printf '#!/bin/sh\nexit 1\n' >"$SCRATCH/stubs/dpkg-query"
	printf '#!/bin/sh\necho 1000\n' >"$SCRATCH/stubs/id"
	chmod +x "$SCRATCH/stubs/dpkg-query" "$SCRATCH/stubs/id"
	OUT=$(PATH=$SCRATCH/stubs:$PATH "$TOP/scripts/install-deps" build 2>&1)
	RC=$?
	assert_one_line_error 2
	assertContains "$OUT" "apt-get install"
	assertContains "$OUT" "gcc"
}

test_install_deps_rejects_an_unknown_profile() {
	OUT=$("$TOP/scripts/install-deps" no-such-profile 2>&1)
	RC=$?
	assert_one_line_error 2
}

. shunit2
