#!/bin/bash
# Robustness: bad input of every kind gets one clear line and a documented
# exit status, never a crash or a hang (every run is under timeout(1)).
#
# Exit statuses (docs/sysfscheck.1, README): 0 analysed; 1 findings with
# --exit-code; 2 usage error or input that could not be analysed; under
# Kbuild (a -DKBUILD_BASENAME= option) unanalysable input is still reported
# in one line but exits 0, so that a build never breaks on it. Anything
# else (124 timeout, 128+N a signal) is a failure of these tests.

. "$(dirname "$0")/lib/suite.sh"

CLI=$TOP/testcases/cli
CORPUS=$TOP/testcases/corpus
LIMIT=${SYSFSCHECK_TEST_TIMEOUT:-60}

oneTimeSetUp() {
	SCRATCH=$(mktemp -d)
}

oneTimeTearDown() {
	rm -rf "$SCRATCH"
	suite_report
}

# sc ARGS...: sysfscheck under timeout; output in $OUT, status in $RC.
sc() {
	OUT=$(timeout -k 5 "$LIMIT" "$SYSFSCHECK" "$@" 2>&1)
	RC=$?
}

lines() {
	[ -z "$1" ] && echo 0 && return
	printf '%s\n' "$1" | wc -l
}

# assert_unusable WHAT: one line, saying "error", exit 2.
assert_unusable() {
	assertEquals "$1: exit status; output: $OUT" 2 "$RC"
	assertEquals "$1: one line; output: $OUT" 1 "$(lines "$OUT")"
	assertContains "$1: $OUT" "$OUT" "error"
}

# assert_no_crash WHAT: exit 0, 1 or 2 and, when 2, a last line that says
# why.
assert_no_crash() {
	assertTrue "$1: exit status $RC (a crash or a hang); output: $(printf '%s\n' "$OUT" | tail -n 3)" \
		"[ $RC -le 2 ]"
	if [ "$RC" -eq 2 ]; then
		assertContains "$1: $(printf '%s\n' "$OUT" | tail -n 1)" \
			"$(printf '%s\n' "$OUT" | tail -n 1)" "error"
	fi
}

test_binary_file() {
	head -c 4096 /dev/urandom >"$SCRATCH/random.c"
	printf '\0' >>"$SCRATCH/random.c"
	sc "$SCRATCH/random.c"
	assert_unusable "binary"
	assertContains "$OUT" "binary"
}

test_binary_without_nul_bytes() {
	# Not recognisable as binary: sparse parses it and gives up cleanly.
	head -c 65536 /dev/urandom | tr -d '\0' >"$SCRATCH/noise.c"
	sc "$SCRATCH/noise.c"
	assert_no_crash "noise"
	assertEquals "exit status; output: $(printf '%s\n' "$OUT" | tail -n 3)" 2 "$RC"
	assertContains "$(printf '%s\n' "$OUT" | tail -n 1)" "not analysed"
}

test_empty_file() {
	: >"$SCRATCH/empty.c"
	sc "$SCRATCH/empty.c"
	assert_unusable "empty"
	assertContains "$OUT" "empty"
}

test_directory() {
	sc "$SCRATCH"
	assert_unusable "directory"
	assertContains "$OUT" "directory"
}

test_device_file() {
	sc /dev/null
	assert_unusable "/dev/null"
	assertContains "$OUT" "not a regular file"
}

test_unknown_options() {
	local opt
	for opt in --frobnicate --format=xml -Wsysfs-nonsense; do
		sc "$opt" "$CLI/clean.c"
		assert_unusable "$opt"
	done
	sc --format
	assert_unusable "--format without a value"
}

test_header_less_file_with_missing_includes() {
	printf '#include <linux/sysfs.h>\n#include "local.h"\nstatic int x;\n' \
		>"$SCRATCH/headerless.c"
	sc -nostdinc "$SCRATCH/headerless.c"
	assert_unusable "missing includes"
	assertContains "$OUT" "linux/sysfs.h"
}

# Every corpus driver cut at several places: never a crash; what could not
# be parsed says so in its last line.
test_truncated_corpus_files() {
	local f n size cut bad=
	for f in "$CORPUS"/kset-example.c "$CORPUS"/bin-in-attrs.c \
		"$CORPUS"/group-no-terminator.c; do
		size=$(wc -c <"$f")
		for n in 4 7; do
			cut=$((size * n / 10))
			head -c "$cut" "$f" >"$SCRATCH/cut.c"
			sc -nostdinc -isystem "$(gcc -print-file-name=include)" \
				-I"$TOP/testcases/reference/include" -D__KERNEL__ "$SCRATCH/cut.c"
			assert_no_crash "$(basename "$f") cut at $cut bytes"
			[ "$RC" -le 2 ] || bad="$bad $(basename "$f"):$cut"
		done
	done
	assertEquals "crashed on" "" "$bad"
}

test_undeclared_names_in_sysfs_calls() {
	sc -nostdinc -isystem "$(gcc -print-file-name=include)" \
		-I"$TOP/testcases/reference/include" -D__KERNEL__ \
		"$TOP/testcases/cli/undeclared-names.c"
	assert_no_crash "undeclared names"
	assertEquals "exit status" 2 "$RC"
	assertContains "$OUT" "not analysed: undefined identifier 'dev_attr_missing'"
}

test_truncated_file_reports_what_it_parsed() {
	sc "$CLI/truncated.c"
	assertEquals "output: $OUT" 2 "$RC"
	assertContains "$OUT" "truncated.c:5:"
	assertContains "$(printf '%s\n' "$OUT" | tail -n 1)" "not analysed"
}

# A finding inside a definition that holds a parse error is dropped (sparse
# may have lost part of it); one in an intact definition is kept.
test_findings_in_a_broken_definition_are_dropped() {
	sc "$CLI/broken-definition.c"
	assertEquals "output: $OUT" 2 "$RC"
	assertContains "$OUT" "'kept_attrs'"
	assertNotContains "$OUT" "'broken_attrs'"
	assertEquals "one finding and the error: $OUT" 2 "$(lines "$OUT")"
}

test_kbuild_never_breaks_the_build() {
	sc -D__KERNEL__ -DKBUILD_BASENAME='"truncated"' -DKBUILD_MODNAME='"truncated"' \
		"$CLI/truncated.c"
	assertEquals "under Kbuild; output: $OUT" 0 "$RC"
	assertContains "$(printf '%s\n' "$OUT" | tail -n 1)" "not analysed"
	sc -D KBUILD_BASENAME='"x"' "$SCRATCH"
	assertEquals "a directory under Kbuild; output: $OUT" 0 "$RC"
	assertContains "$OUT" "directory"
	sc --exit-code -DKBUILD_BASENAME='"truncated"' "$CLI/truncated.c"
	assertEquals "--exit-code under Kbuild; output: $OUT" 2 "$RC"
	sc -DKBUILD_BASENAME='"x"' --frobnicate "$CLI/clean.c"
	assertEquals "a usage error still fails" 2 "$RC"
}

# A few megabytes of generated driver code: analysed, every finding
# reported, within a time bound.
test_multi_megabyte_file() {
	local i secs
	{
		echo '#include "mini-sysfs.h"'
		echo 'static struct attribute a = { .name = "a", .mode = 0444 };'
		for i in $(seq 1 12000); do
			echo "static struct attribute *l$i[] = { &a, &a, &a, NULL };"
			echo "static struct attribute_group g$i = { .name = \"group_number_$i\", .attrs = l$i };"
			echo "int f$i(struct kobject *k) { if (!k) return -1; return sysfs_create_file(k, &a) + sysfs_create_files(k, (const struct attribute * const *)l$i); }"
			echo "struct attribute_group *h$i(void) { /* padding padding padding padding padding padding */ return &g$i; }"
		done
		echo 'static struct attribute *last[] = { &a };'
		echo 'struct attribute **get_last(void) { return last; }'
	} >"$SCRATCH/big.c"
	assertTrue "over 2 MB" "[ $(wc -c <"$SCRATCH/big.c") -gt 2000000 ]"
	# CPU time, not wall time: the machine may be busy.
	OUT=$(/usr/bin/time -f '%U %S' -o "$SCRATCH/big.time" \
		timeout -k 5 "$LIMIT" "$SYSFSCHECK" -I"$CLI" "$SCRATCH/big.c" 2>&1)
	RC=$?
	secs=$(awk '{ printf "%d", $1 + $2 + 0.5 }' "$SCRATCH/big.time")
	assertEquals "output: $(printf '%s\n' "$OUT" | tail -n 3)" 0 "$RC"
	assertEquals "the one finding: $OUT" 1 "$(lines "$OUT")"
	assertContains "$OUT" "'last'"
	assertTrue "took ${secs} s of CPU (bound 15 s)" "[ $secs -le 15 ]"
}

# sparse's parser recurses: nesting deep enough exhausts its stack. That is
# reported as input that could not be analysed, not as a crash.
test_deep_nesting_exhausts_no_more_than_the_file() {
	python3 -c "print('int x = ' + '(' * 300000 + '1' + ')' * 300000 + ';')" \
		>"$SCRATCH/deep.c"
	sc "$SCRATCH/deep.c"
	assert_unusable "deep parentheses"
	assertContains "$OUT" "stack exhausted"
	python3 -c "print('int y = ' + '-' * 600000 + '1;')" >"$SCRATCH/deep-unary.c"
	sc --no-prefilter -DKBUILD_BASENAME='"deep_unary"' "$SCRATCH/deep-unary.c"
	assertEquals "under Kbuild; output: $OUT" 0 "$RC"
	assertContains "$OUT" "not analysed"
}

# Nested macro calls cost the preprocessor quadratic time: the time limit
# turns a file that would take minutes into one line.
test_time_limit() {
	python3 -c "print('#define A(x) x\nint x = ' + 'A(' * 40000 + '1' + ')' * 40000 + ';')" \
		>"$SCRATCH/slow.c"
	sc --time-limit=1 "$SCRATCH/slow.c"
	assert_unusable "over the time limit"
	assertContains "$OUT" "gave up after 1 s"
	sc --time-limit=soon "$CLI/clean.c"
	assert_unusable "a bad time limit"
	sc --time-limit=0 "$CLI/clean.c"
	assertEquals "no limit; output: $OUT" 0 "$RC"
}

test_stdin_empty() {
	OUT=$(timeout -k 5 "$LIMIT" "$SYSFSCHECK" - </dev/null 2>&1)
	RC=$?
	assert_no_crash "empty stdin"
}

. shunit2
