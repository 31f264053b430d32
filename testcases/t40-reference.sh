#!/bin/bash
# The reference implementation (testcases/reference/) and its corpus
# (testcases/corpus/): every driver runs its scenario under sysfsref with
# AddressSanitizer and is checked by sysfscheck with the same headers.
#
# Per driver: the run-time findings are exactly its "runtime:" annotations,
# sysfscheck's findings of the checks it implements are exactly its "warn:"
# annotations, and run-time and static findings agree: each run-time
# finding has a static finding of the same check in the same place and the
# other way round, unless the driver's annotation says that one side alone
# finds it, and why ("runtime(only): CHECK -- REASON", "warn(static):
# CHECK -- REASON"; lib/reference.sh).
#
# "The same place": the static line is the run-time line, or lies within
# the definition that starts there. The reference points at what it can
# know at run time: the line of a call (create calls, sysfs_emit(), the
# write that overran the page), the definition of a variable (arrays,
# attributes, ktypes; a finding about an element of an array points at the
# array), or the definition of a function (for what show() or store()
# returned: the static finding is the return statement inside it).
#
# The annotations agree the same way for every check, implemented or not,
# so a check's findings are compared as soon as sysfscheck --list-checks
# shows it.

. "$(dirname "$0")/lib/suite.sh"
. "$(dirname "$0")/lib/reference.sh"

CHECKS=(sysfs-attr-terminator sysfs-bin-default sysfs-show-bound
	sysfs-store-return sysfs-leak sysfs-attr-mode sysfs-ktype-release)

oneTimeSetUp() {
	WORK=$(mktemp -d)
	known_checks >"$WORK/known"
	printf '%s\n' "${CHECKS[@]}" >"$WORK/all"
	ref_build_lib >"$WORK/lib.log" 2>&1 || cat "$WORK/lib.log"
	# Every corpus program at once; a driver that does not build fails
	# its own test below, with the compiler's message.
	(cd "$TOP" && nice make -s -k -j2 -f testcases/reference/Makefile \
		OUT="$REF_OUT" $(for f in "$CORPUS"/*.c; do
			echo "$REF_OUT/bin/$(basename "$f" .c)"; done)) >/dev/null 2>&1
}

oneTimeTearDown() {
	rm -rf "$WORK"
	suite_report
}

# only_checks LIST < FINDINGS: the findings of the checks in LIST.
only_checks() {
	awk -v list="$1" '
	BEGIN { while ((getline c < list) > 0) want[c] = 1 }
	{ split($2, f, "\t"); if (f[1] in want) print }'
}

corpus_case() {
	local file=$1 rel out status
	rel=${file#"$TOP"/}
	local d=$WORK/$(basename "$file" .c)
	mkdir -p "$d"

	out=$(run_reference "$file")
	status=$?
	if [ $status -ne 0 ]; then
		printf 'sysfsref exited %d:\n%s\n' "$status" "$out"
		return 1
	fi
	stray=$(printf '%s\n' "$out" | stray_runtime "$rel")
	if [ -n "$stray" ]; then
		printf 'run-time output that is not a sysfs finding of %s:\n%s\n' "$rel" "$stray"
		return 1
	fi
	expected_runtime "$file" >"$d/rt-want"
	printf '%s\n' "$out" | actual_runtime "$rel" >"$d/rt-got"
	if ! compare_findings "$d/rt-want" "$d/rt-got" >"$d/rt-diff"; then
		printf 'run-time findings differ from the runtime: annotations:\n'
		cat "$d/rt-diff"
		printf 'transcript:\n%s\n' "$out"
		return 1
	fi

	# Every level: the annotations are the ground truth, not the default.
	out=$(run_sysfscheck_ref "$file" --level=style 2>&1)
	status=$?
	if [ $status -ne 0 ]; then
		printf 'sysfscheck exited %d:\n%s\n' "$status" "$out"
		return 1
	fi
	stray=$(printf '%s\n' "$out" | grep -v -F "$file:" | grep -v '^$')
	if [ -n "$stray" ]; then
		printf 'sysfscheck output that is not a finding of the driver:\n%s\n' "$stray"
		return 1
	fi
	expected_findings "$file" | only_checks "$WORK/known" >"$d/st-want"
	printf '%s\n' "$out" | actual_findings "$file" >"$d/st-got"
	if ! compare_findings "$d/st-want" "$d/st-got" >"$d/st-diff"; then
		printf 'static findings differ from the warn: annotations:\n'
		cat "$d/st-diff"
		return 1
	fi

	corpus_exceptions "$file" >"$d/exceptions"
	if ! annotations_agree "$file" "$d/exceptions"; then
		echo "(between the runtime: and warn: annotations)"
		return 1
	fi
	cut -f1 "$d/rt-got" >"$d/rt-got-lines"
	cut -f1 "$d/st-got" >"$d/st-got-lines"
	if ! agree "$file" "$d/rt-got-lines" "$d/st-got-lines" "$WORK/known" "$d/exceptions"; then
		echo "(between sysfsref's and sysfscheck's findings)"
		return 1
	fi
}

suite() {
	local file name
	for file in "$CORPUS"/*.c; do
		name=corpus_$(basename "$file" .c | tr -c 'A-Za-z0-9_\n' '_')
		eval "$name() { local report; report=\$(corpus_case '$file'); assertTrue \"\$report\" \$?; }"
		suite_addTest "$name"
	done
	suite_addTest test_corpus_covers_every_check
	suite_addTest test_correct_drivers
	suite_addTest test_exceptions_are_real
	suite_addTest test_sysfsref_transcript
	suite_addTest test_sysfsref_open_file_after_removal
	suite_addTest test_engine_annotations_well_formed
	suite_addTest test_sysfsref_usage_error
	suite_addTest test_modern_drivers_build_as_modules
	suite_addTest test_same_static_findings_with_kernel_headers
}

# At least 30 drivers; every check has several buggy drivers that trip it
# at run time, of both API generations where the check applies to both.
test_corpus_covers_every_check() {
	local n check files
	n=$(ls "$CORPUS"/*.c | wc -l)
	assertTrue "only $n corpus drivers" "[ $n -ge 30 ]"
	for check in "${CHECKS[@]}"; do
		files=$(grep -l "runtime\(([a-z]*)\)\?: $check\b" "$CORPUS"/*.c | wc -l)
		assertTrue "$check: $files buggy drivers trip it at run time" "[ $files -ge 3 ]"
		files=$(grep -l "warn\(([a-z]*)\)\?: $check\b" "$CORPUS"/*.c | wc -l)
		assertTrue "$check: $files drivers expect it statically" "[ $files -ge 3 ]"
	done
}

# The correct drivers: no annotation at all (their run and check are then
# required to be silent), for each API family.
test_correct_drivers() {
	local file correct=() family
	for file in "$CORPUS"/*.c; do
		grep -q -e 'warn\(([a-z]*)\)\?: sysfs-' -e 'runtime\(([a-z]*)\)\?: sysfs-' "$file" ||
			correct+=("$file")
	done
	assertTrue "only ${#correct[@]} correct drivers" "[ ${#correct[@]} -ge 8 ]"
	for family in 'default_attrs' 'sysfs_create_bin_file' 'sysfs_create_link' \
		'is_visible' 'bin_attrs' 'kobj_attribute' 'kset'; do
		assertTrue "no correct driver uses $family" \
			"grep -q '$family' ${correct[*]}"
	done
}

# Each annotation of what one side alone finds gives a reason and is
# needed: read as an ordinary one, the driver's annotations disagree.
test_exceptions_are_real() {
	local file line check side n=0
	for file in "$CORPUS"/*.c; do
		while read -r line check side; do
			n=$((n + 1))
			assertTrue "$(basename "$file"):$line: $check $side without a reason" \
				"sed -n '${line}p' '$file' | grep -q -E -- '(runtime\\(only\\)|warn\\(static\\)): $check -- .{10,}'"
			corpus_exceptions "$file" | grep -vx -- "$line $check $side" \
				>"$WORK/fewer-exceptions"
			assertFalse "$(basename "$file"):$line: $check $side is not needed" \
				"annotations_agree '$file' '$WORK/fewer-exceptions' >/dev/null"
		done < <(corpus_exceptions "$file")
	done
	assertTrue "no runtime(only): or warn(static): annotation in the corpus" "[ $n -gt 0 ]"
}

# The annotations of what one engine alone finds (warn(ENGINE): CHECK
# ... -- REASON) are checked by t50, which takes minutes; their form is
# checked here too, so a malformed one is caught by the suite every check
# change runs.
test_engine_annotations_well_formed() {
	local hit check
	"$SYSFSCHECK" --list-checks | awk '{ print $1 }' >"$WORK/every-check"
	while read -r hit; do
		[[ $hit =~ warn\((sysfscheck|coccinelle|static)\):\ (sysfs-[a-z0-9-]+)(:(bug|hardening|style))?(\ \"[^\"]*\")?\ --\ .{10,} ]] ||
			{ fail "malformed: $hit"; continue; }
		check=${BASH_REMATCH[2]}
		assertTrue "$hit: unknown check '$check'" "grep -qx -- '$check' '$WORK/every-check'"
	done < <(grep -H -n -o 'warn([^)]*):.*' "$TOP"/testcases/checks/*/*.c "$CORPUS"/*.c)
}

# sysfsref as a person uses it: ls, cat, echo, readlink, unload.
test_sysfsref_transcript() {
	local want=$REF_DIR/transcripts/platform-links.txt got
	got=$(run_reference "$CORPUS/platform-links.c" "$REF_DIR/transcripts/platform-links.script")
	assertEquals "transcript" "$(cat "$want")" "$got"
}

# The article's warning: a file removed while open. Under the 2.6 API
# show() is still called; under the current API the read fails.
test_sysfsref_open_file_after_removal() {
	local got
	printf '%s\n' load 'open /sys/example/widget/count' \
		'echo 7 > /sys/example/widget/count' rm 'read 3' 'close 3' \
		>"$WORK/legacy.script"
	got=$(run_reference "$CORPUS/legacy-kobject-example.c" "$WORK/legacy.script")
	assertContains "$got" $'$ read 3\n7'
	printf '%s\n' load 'open /sys/kernel/kset_example/foo/speed' rm \
		'read 3' 'close 3' >"$WORK/modern.script"
	got=$(run_reference "$CORPUS/kset-example.c" "$WORK/modern.script")
	assertContains "$got" 'read: 3: No such device'
}

test_sysfsref_usage_error() {
	local prog status
	prog=$(ref_program "$CORPUS/kset-example.c")
	printf 'load\nfrobnicate /sys\n' | "$prog" >"$WORK/usage.out" 2>&1
	status=$?
	assertEquals "exit status of a script with an unknown command" 2 $status
	assertContains "$(cat "$WORK/usage.out")" "unknown command"
}

# Every driver of the current API builds unchanged as an out-of-tree
# module against Debian's kernel headers (one Kbuild directory, one make).
test_modern_drivers_build_as_modules() {
	local dir=$WORK/modules file name objs=() missing=()
	kbuild_flags_load || { fail "no kernel headers"; return; }
	mkdir -p "$dir"
	for file in "$CORPUS"/*.c; do
		name=$(basename "$file" .c)
		case $name in legacy-*) continue ;; esac
		cp "$file" "$dir/$name.c"
		objs+=("$name.o")
	done
	echo "obj-m := ${objs[*]}" >"$dir/Kbuild"
	nice make -s -k -j2 -C "$KDIR" M="$dir" modules >"$dir/log" 2>&1
	# One object that does not compile stops modpost for all: name those.
	for name in "${objs[@]}"; do
		[ -f "$dir/$name" ] || missing+=("${name%.o}")
	done
	if [ ${#missing[@]} -eq 0 ]; then
		for name in "${objs[@]}"; do
			[ -f "$dir/${name%.o}.ko" ] || missing+=("${name%.o}.ko")
		done
	fi
	assertEquals "drivers that did not build as modules: $(grep -m 5 -e error: -e ERROR: "$dir/log")" \
		"" "${missing[*]}"
	assertTrue "fewer than 15 modern drivers" "[ ${#objs[@]} -ge 15 ]"
}

# The reference headers do not change sysfscheck's verdicts: on every
# driver of the current API it finds the same (line, check) pairs with
# Debian's kernel headers and Kbuild's flags as with the reference's.
test_same_static_findings_with_kernel_headers() {
	local file name differ=()
	kbuild_flags_load || { fail "no kernel headers"; return; }
	for file in "$CORPUS"/*.c; do
		name=$(basename "$file" .c)
		case $name in legacy-*) continue ;; esac
		run_sysfscheck "$file" --level=style 2>&1 |
			actual_findings "$file" | cut -f1 \
			>"$WORK/kernel-headers"
		run_sysfscheck_ref "$file" --level=style 2>&1 |
			actual_findings "$file" | cut -f1 \
			>"$WORK/ref-headers"
		cmp -s "$WORK/kernel-headers" "$WORK/ref-headers" || differ+=("$name")
	done
	assertEquals "drivers whose static findings depend on the headers" \
		"" "${differ[*]}"
}

. shunit2
