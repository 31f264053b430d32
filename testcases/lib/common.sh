# Shared by the test suites: where things are, how to run sysfscheck the
# way Kbuild does, and how to read the expectations written in test cases.
#
# A test case is a C file. Its expected findings sit on the lines they
# concern, in a comment:
#
#	static struct attribute *foo_attrs[] = {	/* warn: sysfs-attr-terminator */
#	...
#	&bin_attr_x.attr,	// warn: sysfs-bin-default "bin_attr_x"
#
# "warn: CHECK" expects one finding of CHECK on that line; a quoted text
# after it must appear in the message. "warn: CHECK:LEVEL" also expects
# the finding's level (bug, hardening or style):
#
#	return strlen(buf);	// warn: sysfs-store-return:style "strlen()"
#
# Where the engines differ, the annotation names the one engine that finds
# it, and says after "--" why the other cannot:
#
#	return sprintf(buf, "%s", log);	/* warn(sysfscheck): sysfs-show-bound:bug -- the array's size is a value */
#
# (sysfscheck: the IR engine, checker/; coccinelle: the rules of cocci/).
# In the corpus, where the reference run cannot show what both engines
# find, "warn(static): CHECK -- REASON" is a finding of both (see
# lib/reference.sh for the run's side).
# Cases run at --level=style, so that every finding is seen whatever its
# level (a case's check-options may give another --level, which comes
# later and wins). A file without any "warn:" must produce no output at
# all. A header comment may carry
#
#	 * check-options: -Wsysfs-store-input
#
# with extra sysfscheck options for that case, and
#
#	 * check-headers: reference-legacy
#
# to compile it with the reference implementation's headers (see below).

TOP=$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/../.." && pwd)
SYSFSCHECK=${SYSFSCHECK:-$TOP/checker/sysfscheck}
KBUILD_FLAGS_FILE=$TOP/build/kbuild-flags

# kbuild_flags_load: sets KDIR and the array KFLAGS.
kbuild_flags_load() {
	[ -n "${KDIR:-}" ] && return 0
	"$TOP/testcases/lib/kbuild-flags" "$KBUILD_FLAGS_FILE" >/dev/null || return 2
	KDIR=$(head -n 1 "$KBUILD_FLAGS_FILE")
	mapfile -t KFLAGS < <(tail -n +2 "$KBUILD_FLAGS_FILE")
}

abspath() {
	case $1 in
	/*) printf '%s\n' "$1" ;;
	*) printf '%s/%s\n' "$PWD" "$1" ;;
	esac
}

# run_sysfscheck FILE [OPTION...]: as Kbuild runs a checker out of tree,
# from the headers directory with an absolute path. Output on stdout and
# stderr; the exit status is sysfscheck's.
run_sysfscheck() {
	local file
	file=$(abspath "$1")
	shift
	kbuild_flags_load || return 2
	(cd "$KDIR" && "$SYSFSCHECK" "${KFLAGS[@]}" "$@" "$file")
}

# Drivers written against the reference implementation's headers
# (testcases/reference/include) rather than Debian's: the corpus, and test
# cases with a header line " * check-headers: reference" (Linux 6.1's API)
# or " * check-headers: reference-legacy" (the 2.6 API of the LWN article,
# with kobj_type.default_attrs and kobject_register(), which Debian's
# headers no longer have). Corpus files named legacy-*.c use the 2.6 API.

# is_legacy FILE: does the file use the 2.6 API?
is_legacy() {
	case $(basename "$1") in
	legacy-*) return 0 ;;
	esac
	[ "$(case_headers "$1")" = reference-legacy ]
}

# case_headers FILE: the check-headers line of a test case, if any.
case_headers() {
	sed -n 's/^[ \t/*]*check-headers:[ \t]*//p' "$1" | head -n 1
}

# ref_cflags FILE: the preprocessor options for the reference headers.
ref_cflags() {
	printf '%s\n' -nostdinc -isystem "$(gcc -print-file-name=include)" \
		-I"$TOP/testcases/reference/include" -D__KERNEL__
	is_legacy "$1" && printf '%s\n' -DSYSFSREF_LEGACY_API
	return 0
}

# run_sysfscheck_ref FILE [OPTION...]: sysfscheck on a driver written
# against the reference headers (the 2.6 API for legacy-*.c).
run_sysfscheck_ref() {
	local file flags
	file=$(abspath "$1")
	shift
	mapfile -t flags < <(ref_cflags "$file")
	"$SYSFSCHECK" "${flags[@]}" "$@" "$file"
}

# case_options FILE: the check-options of a test case.
case_options() {
	sed -n 's/^[ \t/*]*check-options:[ \t]*//p' "$1" | head -n 1
}

# expected_findings FILE [ENGINE]: "LINE CHECK<TAB>TEXT<TAB>LEVEL" for each
# "warn:" and "warn(static):" annotation and each "warn(ENGINE):" one
# (ENGINE: sysfscheck by default, or coccinelle; LEVEL empty when the
# annotation gives none).
expected_findings() {
	awk -v engine="${2:-sysfscheck}" '
	{
		rest = $0
		while (match(rest, /warn(\([a-z]+\))?: /)) {
			tag = substr(rest, RSTART, RLENGTH)
			rest = substr(rest, RSTART + RLENGTH)
			if (tag != "warn: " && tag != "warn(static): " &&
			    tag != "warn(" engine "): ")
				continue
			if (!match(rest, /^sysfs-[a-z0-9-]+/))
				continue
			check = substr(rest, 1, RLENGTH)
			rest = substr(rest, RLENGTH + 1)
			level = ""
			if (match(rest, /^:[a-z]+/)) {
				level = substr(rest, 2, RLENGTH - 1)
				rest = substr(rest, RLENGTH + 1)
			}
			text = ""
			if (match(rest, /^[ \t]*"[^"]*"/)) {
				text = substr(rest, RSTART, RLENGTH)
				sub(/^[ \t]*"/, "", text)
				sub(/"$/, "", text)
			}
			printf "%d %s\t%s\t%s\n", NR, check, text, level
		}
	}' "$1"
}

# actual_findings FILE < OUTPUT: "LINE CHECK<TAB>MESSAGE<TAB>LEVEL" for each
# finding sysfscheck reported in FILE (its tag "[CHECK:LEVEL]"), warnings
# and notes (sysfs-incomplete) alike.
actual_findings() {
	local file=$1
	awk -v file="$file" '
	{
		n = length(file)
		if (substr($0, 1, n + 1) != file ":")
			next
		rest = substr($0, n + 2)
		if (!match(rest, /^[0-9]+:[0-9]+: (warning|note): /))
			next
		split(rest, pos, ":")
		msg = substr(rest, RLENGTH + 1)
		# Held back by a suppression (--list-suppressed): not a finding.
		if (substr(msg, 1, 12) == "suppressed: ")
			next
		if (!match(msg, / \[sysfs-[a-z0-9-]+(:[a-z]+)?\]$/))
			next
		check = substr(msg, RSTART + 2, RLENGTH - 3)
		text = substr(msg, 1, RSTART - 1)
		level = ""
		if ((i = index(check, ":")) > 0) {
			level = substr(check, i + 1)
			check = substr(check, 1, i - 1)
		}
		printf "%d %s\t%s\t%s\n", pos[1], check, text, level
	}'
}

# compare_findings EXPECTED ACTUAL: prints what differs; fails if anything.
# Each expected line must be matched by one actual finding of the same
# line and check whose message contains the expected text, and of the
# expected level when one is given.
compare_findings() {
	awk -F '\t' '
	FILENAME == ARGV[1] {
		want[FNR] = $1; text[FNR] = $2; level[FNR] = $3; nwant = FNR
		next
	}
	{ got[++ngot] = $1; msg[ngot] = $2; glevel[ngot] = $3 }
	END {
		bad = 0
		for (i = 1; i <= nwant; i++) {
			found = 0
			for (j = 1; j <= ngot; j++) {
				if (used[j] || got[j] != want[i])
					continue
				if (text[i] != "" && index(msg[j], text[i]) == 0)
					continue
				if (level[i] != "" && glevel[j] != level[i])
					continue
				used[j] = 1
				found = 1
				break
			}
			if (!found) {
				printf "missing: line %s%s%s\n", want[i], \
					level[i] == "" ? "" : ":" level[i], \
					text[i] == "" ? "" : " \"" text[i] "\""
				bad = 1
			}
		}
		for (j = 1; j <= ngot; j++)
			if (!used[j]) {
				printf "unexpected: line %s%s: %s\n", got[j], \
					glevel[j] == "" ? "" : ":" glevel[j], msg[j]
				bad = 1
			}
		exit bad
	}' "$1" "$2"
}

# internal_forms < FINDINGS: the findings (of actual_findings) whose
# message prints an expression from the checker's evaluated tree rather
# than as the source writes it: a member's offset ("x + 0", "0->dimm"), a
# dereferenced sum ("'*table + i * 8'" for table[i]), a lost operand
# ("c ?  : d", "c ? a : ?"), an elided pointer ("*... + 0"), a macro's
# statement expression in place of its use ("({...})->name"), an
# element's scaled address in place of the element ("p + i * 24->m" for
# "p[i].m"), an offset indexed in place of an array member ("p + 2768 +
# 112[i]" for "p->sw->next[i]"), a header's name for the function the
# source calls ("__real_strnlen()" for "strnlen()"), a loop macro's
# condition in place of its use ("!(&r->list == &head)" for
# "list_for_each_entry(r, &head, list)", "pos->frequency != ~1" for
# "cpufreq_for_each_valid_entry(pos, table)"). Analysis probes
# (sysfs-analysis) print objects their own way and are not judged.
internal_forms() {
	grep -v '^[0-9]* sysfs-analysis' |
		grep -E "( \+ 0['),>-]|[ ('\[]0->|\?  :|: \?'|\*\.\.\.|\(\{\.\.\.\}\)| \* [0-9]+\)?->|'\*[A-Za-z_][A-Za-z0-9_>.()&-]* \+ |[^A-Za-z0-9_][0-9]+\[|__(real|builtin|underlying|fortify)_[A-Za-z0-9_]+\(|'!\(&[^']* == &|!= ~[0-9]+')"
}

# check_case FILE: runs sysfscheck on a test case and compares with its
# annotations. Prints a report and fails on any difference, on output
# that is not a finding of the file, on a message printing an expression
# in an internal form, and on a non-zero exit status.
check_case() {
	local file=$1 out status expected actual stray opts
	file=$(abspath "$file")
	opts=$(case_options "$file")
	if [ -n "$(case_headers "$file")" ]; then
		# shellcheck disable=SC2086
		out=$(run_sysfscheck_ref "$file" --level=style $opts 2>&1)
	else
		# shellcheck disable=SC2086
		out=$(run_sysfscheck "$file" --level=style $opts 2>&1)
	fi
	status=$?
	expected=$(expected_findings "$file")
	actual=$(printf '%s\n' "$out" | actual_findings "$file")
	stray=$(printf '%s\n' "$out" | grep -v -F "$file:" | grep -v '^$')
	if [ $status -ne 0 ]; then
		printf 'sysfscheck exited %d:\n%s\n' "$status" "$out"
		return 1
	fi
	# Under Kbuild's options an unparsable file exits 0: still a failure.
	if printf '%s\n' "$out" | grep -q ': error: not analysed'; then
		printf 'sysfscheck could not analyse the case:\n%s\n' "$out"
		return 1
	fi
	if [ -n "$stray" ]; then
		printf 'output that is not a finding of the case:\n%s\n' "$stray"
		return 1
	fi
	stray=$(printf '%s\n' "$actual" | internal_forms)
	if [ -n "$stray" ]; then
		printf 'an expression printed in an internal form, not as written:\n%s\n' "$stray"
		return 1
	fi
	compare_findings <(printf '%s\n' "$expected" | grep -v '^$') \
		<(printf '%s\n' "$actual" | grep -v '^$')
}
