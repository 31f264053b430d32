#!/bin/bash
# Where users meet sysfscheck: Kbuild (C=1 and CF= out of tree, C=2 in a
# prepared kernel tree), --sparse, patch review and the pre-commit hook,
# the porting review, JSON and SARIF (validated), baselines, --explain,
# and `make install` into a temporary prefix.

. "$(dirname "$0")/lib/suite.sh"

INT=$TOP/testcases/integration
SCRIPTS=$TOP/scripts
TREE=${SYSFSCHECK_CACHE:-$HOME/.cache/sysfscheck}/linux-6.1-allmodconfig
# sysfscheck-flags' cache: the probe module is built once, not per run.
export SYSFSCHECK_CACHE=$TOP/build/cache

oneTimeSetUp() {
	SCRATCH=$(mktemp -d)
	kbuild_flags_load
	export GIT_AUTHOR_NAME=test GIT_AUTHOR_EMAIL=test@example.org
	export GIT_COMMITTER_NAME=test GIT_COMMITTER_EMAIL=test@example.org
	export GIT_CONFIG_NOSYSTEM=1 HOME=$SCRATCH
	git config --global init.defaultBranch main
	git config --global advice.detachedHead false
	make_repo
}

oneTimeTearDown() {
	rm -rf "$SCRATCH"
	suite_report
}

# A git repository holding the patch fixture's driver as drivers/chip.c.
make_repo() {
	REPO=$SCRATCH/repo
	mkdir -p "$REPO/drivers"
	cp "$INT/patch/before.c" "$REPO/drivers/chip.c"
	git -C "$REPO" init -q
	git -C "$REPO" add .
	git -C "$REPO" commit -q -m base
}

# patch_for VERSION: the patch from before.c to after-VERSION.c.
patch_for() {
	cp "$INT/patch/after-$1.c" "$REPO/drivers/chip.c"
	git -C "$REPO" diff >"$SCRATCH/$1.patch"
	git -C "$REPO" checkout -q drivers/chip.c
	echo "$SCRATCH/$1.patch"
}

# review ARGS...: sysfscheck-patch from the repository; $OUT and $RC.
review() {
	OUT=$(cd "$REPO" && "$SCRIPTS/sysfscheck-patch" "$@" 2>&1)
	RC=$?
}

# findings_of TEXT: "LINE CHECK" of each finding in it.
findings_of() {
	printf '%s\n' "$1" | sed -nE 's/^[^ :]+:([0-9]+):[0-9]+: warning: .*\[(sysfs-[a-z-]+)(:[a-z]+)?\]$/\1 \2/p'
}

has_check() {
	"$SYSFSCHECK" --list-checks | grep -q "^$1 "
}

py() {
	# Debian's python3, where python3-jsonschema is installed.
	if [ -x /usr/bin/python3 ]; then /usr/bin/python3 "$@"; else python3 "$@"; fi
}

# ---------------------------------------------------------------- Kbuild

test_kbuild_C1_and_CF_out_of_tree() {
	local mod=$SCRATCH/c1 log=$SCRATCH/c1.log
	cp -r "$TOP/testcases/kbuild/module" "$mod"
	make -C "$KDIR" M="$mod" C=1 CHECK="$SYSFSCHECK" \
		CF="-Wno-sysfs-bin-default" modules >"$log" 2>&1
	assertEquals "make's status; log: $(cat "$log")" 0 $?
	assertTrue "module linked" "[ -f '$mod/sysfs_demo.ko' ]"
	# C=1 checks what it compiles; CF turned one check off.
	assertContains "$(cat "$log")" "[sysfs-attr-terminator:bug]"
	assertNotContains "$(cat "$log")" "[sysfs-bin-default:bug]"

	# Nothing recompiled, nothing checked.
	make -C "$KDIR" M="$mod" C=1 CHECK="$SYSFSCHECK" modules >"$log" 2>&1
	assertNotContains "C=1 checks only what it recompiles" "$(cat "$log")" "CHECK "

	# CF passes any option: JSON Lines into one file for the whole build.
	touch "$mod/sysfs_demo.c"
	make -C "$KDIR" M="$mod" C=1 CHECK="$SYSFSCHECK" \
		CF="--format=json --output=$SCRATCH/c1.jsonl" modules >"$log" 2>&1
	assertEquals "log: $(cat "$log")" 0 $?
	assertEquals "two findings as JSON" 2 "$(grep -c '"engine": "sysfscheck"' "$SCRATCH/c1.jsonl")"
	assertNotContains "JSON does not go to the log" "$(cat "$log")" "warning:"
}

# gcc and sparse ignore -W options they do not know; so does sysfscheck
# under Kbuild (a warning), not on its own command line (exit 2).
test_kbuild_misspelt_check_is_a_warning() {
	local mod=$SCRATCH/typo log=$SCRATCH/typo.log
	cp -r "$TOP/testcases/kbuild/module" "$mod"
	make -C "$KDIR" M="$mod" C=2 CHECK="$SYSFSCHECK" CF="-Wno-sysfs-leek" \
		modules >"$log" 2>&1
	assertEquals "make's status; log: $(cat "$log")" 0 $?
	assertTrue "module linked" "[ -f '$mod/sysfs_demo.ko' ]"
	assertContains "$(cat "$log")" "sysfscheck: warning: unknown check 'sysfs-leek' in '-Wno-sysfs-leek'; did you mean 'sysfs-leak'?"
	assertContains "the findings are still reported" "$(cat "$log")" "[sysfs-attr-terminator:bug]"
	OUT=$("$SYSFSCHECK" -Wno-sysfs-leek "$TOP/testcases/cli/clean.c" 2>&1)
	assertEquals "on the command line: $OUT" 2 $?
	assertContains "$OUT" "sysfscheck: error: unknown check 'sysfs-leek'"
}

# Under Kbuild every checker process writes to the one --output file: a
# SARIF log there is one valid document holding every file's results,
# their URIs relative to the module's directory (EXTERNALROOT), not
# absolute ones beside a SRCROOT that is the headers' directory.
test_kbuild_sarif_output_is_one_document() {
	local mod=$SCRATCH/sarifmod log=$SCRATCH/sarifmod.log out=$SCRATCH/kbuild.sarif
	cp -r "$TOP/testcases/kbuild/module" "$mod"
	cp "$TOP/testcases/kbuild/module/sysfs_demo.c" "$mod/sysfs_demo2.c"
	echo 'obj-m := sysfs_demo.o sysfs_demo2.o' >"$mod/Kbuild"
	rm -f "$out"
	make -C "$KDIR" M="$mod" C=2 CHECK="$SYSFSCHECK" -j2 \
		CF="--format=sarif --output=$out" modules >"$log" 2>&1
	assertEquals "log: $(cat "$log")" 0 $?
	py "$INT/sarif/validate-sarif" "$out"
	assertTrue "one valid SARIF 2.1.0 document" $?
	py - "$out" "$mod" <<-'PY'
	import json, sys
	log = json.load(open(sys.argv[1]))
	(run,) = log["runs"]
	uris = sorted({r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in run["results"]})
	assert uris == ["sysfs_demo.c", "sysfs_demo2.c"], uris
	bases = {r["locations"][0]["physicalLocation"]["artifactLocation"]["uriBaseId"] for r in run["results"]}
	assert bases == {"EXTERNALROOT"}, bases
	assert run["originalUriBaseIds"]["EXTERNALROOT"]["uri"] == "file://" + sys.argv[2] + "/", run["originalUriBaseIds"]
	assert len(run["results"]) == 4, len(run["results"])
	PY
	assertTrue "both files' results, relative to the module" $?
	# Something else in the file is not overwritten (status 2, 0 under
	# Kbuild, whose options these are).
	echo "not a log" >"$out"
	OUT=$(cd "$KDIR" && "$SYSFSCHECK" "${KFLAGS[@]}" --format=sarif --output="$out" \
		"$mod/sysfs_demo.c" 2>&1)
	assertEquals "output: $OUT" 0 $?
	OUT=$(cd "$KDIR" && "$SYSFSCHECK" "${KFLAGS[@]}" --exit-code --format=sarif --output="$out" \
		"$mod/sysfs_demo.c" 2>&1)
	assertEquals "output: $OUT" 2 $?
	assertContains "$OUT" "holds something other than a SARIF log"
	assertEquals "not a log" "$(cat "$out")"
}

test_kbuild_C1_sparse_in_the_same_pass() {
	local mod=$SCRATCH/locked log=$SCRATCH/locked.log
	cp -r "$INT/kbuild/locked" "$mod"
	make -C "$KDIR" M="$mod" C=1 CHECK="$SYSFSCHECK" CF=--sparse modules >"$log" 2>&1
	assertEquals "log: $(cat "$log")" 0 $?
	assertContains "$(cat "$log")" "context imbalance in 'level_show' - wrong count at exit"
	assertContains "$(cat "$log")" "'locked_attrs' is not NULL-terminated"
	touch "$mod/sysfs_locked.c"
	make -C "$KDIR" M="$mod" C=1 CHECK="$SYSFSCHECK" modules >"$log" 2>&1
	assertNotContains "without --sparse, sparse stays quiet" "$(cat "$log")" "context imbalance"
}

# sparse's own output, and sysfscheck --sparse's without its own findings,
# must be the same on the same command line.
test_sparse_option_reproduces_sparse() {
	local f a b
	command -v sparse >/dev/null || { fail "sparse is not installed"; return; }
	for f in "$INT/kbuild/locked/sysfs_locked.c" "$TOP/testcases/kbuild/module/sysfs_demo.c" \
		"$INT/patch/before.c" "$INT/port/legacy-widget.c" \
		"$TOP"/testcases/checks/sysfs-bin-default/warn-two.c; do
		a=$(cd "$KDIR" && sparse "${KFLAGS[@]}" "$f" 2>&1)
		b=$(cd "$KDIR" && "$SYSFSCHECK" --sparse "${KFLAGS[@]}" "$f" 2>&1 | grep -v ' \[sysfs-[a-z-]*\(:[a-z]*\)\?\]$')
		assertEquals "sparse and sysfscheck --sparse on $f" "$a" "$b"
	done
	a=$(cd "$KDIR" && sparse "${KFLAGS[@]}" "$INT/kbuild/locked/sysfs_locked.c" 2>&1)
	assertContains "the comparison is not vacuous" "$a" "context imbalance"
}

test_sparse_warnings_as_json_findings() {
	local out
	out=$(cd "$KDIR" && "$SYSFSCHECK" --sparse --format=json "${KFLAGS[@]}" \
		"$INT/kbuild/locked/sysfs_locked.c")
	assertContains "$out" '"check": "sparse", "message": "context imbalance in '"'"'level_show'"'"' - wrong count at exit", "engine": "sparse"'
	assertContains "$out" '"engine": "sysfscheck"'
}

test_kbuild_C2_in_a_kernel_tree() {
	local log=$SCRATCH/tree.log
	if [ ! -f "$TREE/include/config/auto.conf" ]; then
		skip_test "no prepared Linux 6.1 tree in $TREE (make prepare-kernel)"
		return
	fi
	(cd "$TREE" && nice make -s C=2 CHECK="$SYSFSCHECK" \
		CF="--format=json --output=$SCRATCH/tree.jsonl" drivers/hwmon/lm93.o) >"$log" 2>&1
	assertEquals "log: $(cat "$log")" 0 $?
	assertNotContains "no unparsable input" "$(cat "$log")" "not analysed"
	# In-tree patch review, with the tree's own Kbuild options.
	mkdir -p "$SCRATCH/kp/a/drivers/hwmon" "$SCRATCH/kp/b/drivers/hwmon"
	cp "$TREE/drivers/hwmon/lm93.c" "$SCRATCH/kp/a/drivers/hwmon/"
	# The patch drops the NULL that ends lm93_attrs.
	awk '/^static struct attribute \*lm93_attrs\[\]/ { in_list = 1 }
	     in_list && /^\tNULL$/ { in_list = 0; next } { print }' \
		"$TREE/drivers/hwmon/lm93.c" >"$SCRATCH/kp/b/drivers/hwmon/lm93.c"
	(cd "$SCRATCH/kp" && diff -u a/drivers/hwmon/lm93.c b/drivers/hwmon/lm93.c) >"$SCRATCH/lm93.patch"
	OUT=$(cd "$TREE" && "$SCRIPTS/sysfscheck-patch" "$SCRATCH/lm93.patch" 2>&1)
	assertEquals "output: $OUT" 1 $?
	assertContains "$OUT" "drivers/hwmon/lm93.c:"
	assertContains "$OUT" "'lm93_attrs' is not NULL-terminated"
	assertContains "$OUT" "total: 1 finding,"
}

# ---------------------------------------------------------------- patches

test_patch_reports_only_its_own_finding() {
	review "$(patch_for bin-default)"
	assertEquals "output: $OUT" 1 "$RC"
	assertEquals "only the added line's finding; output: $OUT" \
		"43 sysfs-bin-default" "$(findings_of "$OUT")"
	assertContains "the source line is shown" "$OUT" "+	&bin_attr_table.attr,"
	assertNotContains "the old finding stays unreported" "$OUT" "legacy_attrs"
	assertEquals "total: 1 finding, 1 C file checked" "$(printf '%s\n' "$OUT" | tail -n 1)"
}

test_patch_adding_a_buggy_store() {
	review "$(patch_for store)"
	assertNotContains "the old finding stays unreported" "$OUT" "legacy_attrs"
	if has_check sysfs-store-return; then
		assertEquals "output: $OUT" 1 "$RC"
		assertEquals "output: $OUT" "$(grep -n 'return 0;' "$INT/patch/after-store.c" |
			cut -d: -f1) sysfs-store-return" "$(findings_of "$OUT")"
	else
		echo "sysfs-store-return is not in this build: the store() finding is not expected yet"
		assertEquals "output: $OUT" 0 "$RC"
		assertEquals "total: 0 findings, 1 C file checked" "$OUT"
	fi
}

test_patch_finding_caused_away_from_the_change() {
	# The patch deletes a NULL; the finding is on the array's name.
	review "$(patch_for no-null)"
	assertEquals "output: $OUT" 1 "$RC"
	assertEquals "output: $OUT" "41 sysfs-attr-terminator" "$(findings_of "$OUT")"
	assertContains "$OUT" "'chip_attrs' is not NULL-terminated"
}

test_good_patch_passes() {
	review "$(patch_for good)"
	assertEquals "output: $OUT" 0 "$RC"
	assertEquals "total: 0 findings, 1 C file checked" "$OUT"
}

test_patch_already_applied() {
	local p
	p=$(patch_for bin-default)
	git -C "$REPO" apply "$p"
	review "$p"
	git -C "$REPO" checkout -q drivers/chip.c
	assertEquals "output: $OUT" 1 "$RC"
	assertEquals "43 sysfs-bin-default" "$(findings_of "$OUT")"
}

test_patch_git_range_and_mbox_series() {
	local base
	base=$(git -C "$REPO" rev-parse HEAD)
	cp "$INT/patch/after-good.c" "$REPO/drivers/chip.c"
	git -C "$REPO" commit -q -am "chip: add mode"
	cp "$INT/patch/after-good.c" "$SCRATCH/both.c"
	sed -i 's/^\t&dev_attr_mode.attr,$/&\n\t\&bin_attr_table.attr,/' "$SCRATCH/both.c"
	cp "$SCRATCH/both.c" "$REPO/drivers/chip.c"
	git -C "$REPO" commit -q -am "chip: table as an attribute"

	review --git HEAD
	assertEquals "one commit; output: $OUT" 1 "$RC"
	assertEquals "$(grep -n '&bin_attr_table.attr' "$SCRATCH/both.c" | cut -d: -f1) sysfs-bin-default" \
		"$(findings_of "$OUT")"
	review --git "HEAD~1..HEAD~0"
	assertEquals "a range; output: $OUT" 1 "$RC"
	review --git "$base..HEAD~1"
	assertEquals "the good commit alone; output: $OUT" 0 "$RC"

	git -C "$REPO" format-patch -q --stdout "$base..HEAD" >"$SCRATCH/series.mbox"
	git -C "$REPO" reset -q --hard "$base"
	review "$SCRATCH/series.mbox"
	assertEquals "the mbox series; output: $OUT" 1 "$RC"
	assertEquals "$(grep -n '&bin_attr_table.attr' "$SCRATCH/both.c" | cut -d: -f1) sysfs-bin-default" \
		"$(findings_of "$OUT")"
}

# chip_with_bin_attr FILE: FILE with the binary attribute listed in
# chip_attrs (a sysfs-bin-default finding).
chip_with_bin_attr() {
	awk '{ print } /^static struct attribute \*chip_attrs\[\] = \{$/ { print "\t&bin_attr_table.attr," }' "$1"
}

# assert_three_patches WHAT: $OUT is the review of the series below, each
# finding under its patch.
assert_three_patches() {
	assertEquals "$1; output: $OUT" 1 "$RC"
	assertEquals "$1, attributed; output: $OUT" \
"[PATCH 1/3] chip: level is writable
sysfs-store-return
[PATCH 2/3] chip: store() returns the count
[PATCH 3/3] chip: the table in the attributes
sysfs-bin-default" \
		"$(printf '%s\n' "$OUT" | sed -nE 's/^(\[PATCH .*)$/\1/p; s/.*warning: .*\[(sysfs-[a-z-]+)(:[a-z]+)?\]$/\1/p')"
}

# A series is checked patch by patch, as checkpatch does: 1/3 adds a
# store() that returns 0, 2/3 makes it return the count, 3/3 lists the
# binary attribute in 'attrs'. Squashed, 1/3's finding would be lost.
test_patch_mbox_series_patch_by_patch() {
	local base series=$SCRATCH/three.mbox
	base=$(git -C "$REPO" rev-parse HEAD)
	cp "$INT/patch/after-store.c" "$REPO/drivers/chip.c"
	git -C "$REPO" commit -q -am "chip: level is writable"
	sed -i 's/^\treturn 0;$/\treturn count;/' "$REPO/drivers/chip.c"
	git -C "$REPO" commit -q -am "chip: store() returns the count"
	chip_with_bin_attr "$REPO/drivers/chip.c" >"$SCRATCH/third.c"
	cp "$SCRATCH/third.c" "$REPO/drivers/chip.c"
	git -C "$REPO" commit -q -am "chip: the table in the attributes"
	git -C "$REPO" format-patch -q --stdout "$base..HEAD" >"$series"

	review --git "$base..HEAD"
	assert_three_patches "the range"
	git -C "$REPO" reset -q --hard "$base"
	review "$series"
	assert_three_patches "the mbox"
	assertEquals "a total per patch; output: $OUT" \
"total: 1 finding, 1 C file checked
total: 0 findings, 1 C file checked
total: 1 finding, 1 C file checked" "$(printf '%s\n' "$OUT" | grep '^total: ')"
	assertEquals "series: 2 findings in 3 patches" "$(printf '%s\n' "$OUT" | tail -n 1)"
	assertContains "the line 1/3 added" "$OUT" "+	return 0;"

	# JSON names each finding's patch.
	review --format=json "$series"
	assertEquals "output: $OUT" 1 "$RC"
	assertContains "$OUT" '"patch": "[PATCH 1/3] chip: level is writable"}'
	(cd "$REPO" && "$SCRIPTS/sysfscheck-patch" --format=sarif "$series") >"$SCRATCH/series.sarif"
	py "$INT/sarif/validate-sarif" "$SCRATCH/series.sarif"
	assertTrue "one valid SARIF log for the series" $?
	assertContains "$(cat "$SCRATCH/series.sarif")" '"text": "[PATCH 3/3] chip: the table in the attributes: binary attribute'
}

# A file with a parse error in one definition: the findings of the others
# are reported, and a line says the file was analysed in part.
test_patch_partly_parsed_file() {
	local p
	chip_with_bin_attr "$INT/patch/before.c" >"$REPO/drivers/chip.c"
	printf '\nstatic int chip_id(void)\n{\n\treturn __builtin_chip_id();\n}\n' \
		>>"$REPO/drivers/chip.c"
	git -C "$REPO" diff >"$SCRATCH/partly.patch"
	git -C "$REPO" checkout -q drivers/chip.c
	review "$SCRATCH/partly.patch"
	assertEquals "the finding decides; output: $OUT" 1 "$RC"
	assertEquals "output: $OUT" "$(chip_with_bin_attr "$INT/patch/before.c" |
		grep -n '&bin_attr_table.attr' | cut -d: -f1) sysfs-bin-default" "$(findings_of "$OUT")"
	assertContains "$OUT" "drivers/chip.c: warning: analysed in part: "
	assertContains "$OUT" "total: 1 finding, 1 C file checked"
	# Without a finding, the file's status decides: exit 2, said why.
	cp "$INT/patch/before.c" "$REPO/drivers/chip.c"
	printf '\nstatic int chip_id(void)\n{\n\treturn __builtin_chip_id();\n}\n' \
		>>"$REPO/drivers/chip.c"
	git -C "$REPO" diff >"$SCRATCH/broken.patch"
	git -C "$REPO" checkout -q drivers/chip.c
	review "$SCRATCH/broken.patch"
	assertEquals "output: $OUT" 2 "$RC"
	assertContains "$OUT" "drivers/chip.c: warning: analysed in part: "
}

test_patch_json_and_sarif() {
	local p
	p=$(patch_for bin-default)
	review --format=json "$p"
	assertEquals "output: $OUT" 1 "$RC"
	assertEquals 1 "$(printf '%s\n' "$OUT" | grep -c '"check": "sysfs-bin-default"')"
	(cd "$REPO" && "$SCRIPTS/sysfscheck-patch" --format=sarif "$p") >"$SCRATCH/patch.sarif"
	py "$INT/sarif/validate-sarif" "$SCRATCH/patch.sarif"
	assertTrue "valid SARIF" $?
	# The review checks copies of the files, yet the URIs are the tree's.
	py - "$SCRATCH/patch.sarif" "$REPO" <<-'PY'
	import json, sys
	(run,) = json.load(open(sys.argv[1]))["runs"]
	(r,) = run["results"]
	assert r["locations"][0]["physicalLocation"]["artifactLocation"] == \
		{"uri": "drivers/chip.c", "uriBaseId": "SRCROOT"}, r
	assert run["originalUriBaseIds"] == {"SRCROOT": {"uri": "file://" + sys.argv[2] + "/"}}, run
	PY
	assertTrue "URIs relative to the tree" $?
}

test_patch_that_does_not_apply() {
	printf 'not a patch\n' >"$SCRATCH/garbage.patch"
	review "$SCRATCH/garbage.patch"
	assertEquals "output: $OUT" 2 "$RC"
	assertContains "$OUT" "is not a patch"
	printf -- '--- a/drivers/chip.c\n+++ b/drivers/chip.c\n@@ -1,1 +1,1 @@\n-no such line\n+x\n' \
		>"$SCRATCH/stale.patch"
	review "$SCRATCH/stale.patch"
	assertEquals "output: $OUT" 2 "$RC"
	assertContains "$OUT" "does not apply"
}

# ---------------------------------------------------------------- hooks

test_pre_commit_hook_blocks_bad_and_passes_good() {
	local repo=$SCRATCH/hooked out before
	mkdir -p "$repo/drivers"
	cp "$INT/patch/before.c" "$repo/drivers/chip.c"
	git -C "$repo" init -q && git -C "$repo" add . && git -C "$repo" commit -q -m base
	out=$("$SCRIPTS/sysfscheck-install-hook" "$repo" 2>&1)
	assertEquals "installer: $out" 0 $?
	assertTrue "hook installed" "[ -x '$repo/.git/hooks/pre-commit' ]"
	# The hook names no path of this checkout: the repository's
	# configuration does, and PATH stands in when that file is gone.
	assertNotContains "no hard-coded path" "$(cat "$repo/.git/hooks/pre-commit")" "$TOP"
	assertEquals "$SCRIPTS/sysfscheck-patch" "$(git -C "$repo" config sysfscheck.patchTool)"

	before=$(git -C "$repo" rev-parse HEAD)
	cp "$INT/patch/after-bin-default.c" "$repo/drivers/chip.c"
	git -C "$repo" add drivers/chip.c
	out=$(git -C "$repo" commit -q -m bad 2>&1)
	assertNotEquals "the bad commit is refused: $out" 0 $?
	assertEquals "no commit made" "$before" "$(git -C "$repo" rev-parse HEAD)"
	assertContains "$out" "[sysfs-bin-default:bug]"
	assertContains "$out" "commit refused"

	cp "$INT/patch/after-good.c" "$repo/drivers/chip.c"
	git -C "$repo" add drivers/chip.c
	out=$(git -C "$repo" commit -q -m good 2>&1)
	assertEquals "the good commit goes through: $out" 0 $?
	assertNotEquals "committed" "$before" "$(git -C "$repo" rev-parse HEAD)"
	# The recorded tool moved away: PATH's, else a refusal that says why.
	git -C "$repo" config sysfscheck.patchTool "$SCRATCH/gone/sysfscheck-patch"
	cp "$INT/patch/after-bin-default.c" "$repo/drivers/chip.c"
	git -C "$repo" add drivers/chip.c
	out=$(PATH=$SCRIPTS:$PATH git -C "$repo" commit -q -m bad 2>&1)
	assertNotEquals "PATH's sysfscheck-patch refuses it: $out" 0 $?
	assertContains "$out" "[sysfs-bin-default:bug]"
	out=$(PATH=/usr/bin:/bin git -C "$repo" commit -q -m bad 2>&1)
	assertNotEquals "no sysfscheck-patch at all: $out" 0 $?
	assertContains "$out" "sysfscheck-patch not found (not at $SCRATCH/gone/sysfscheck-patch)"
}

test_hook_installer_keeps_a_foreign_hook() {
	local repo=$SCRATCH/foreign out
	git init -q "$repo"
	printf '#!/bin/sh\nexit 0\n' >"$repo/.git/hooks/pre-commit"
	out=$("$SCRIPTS/sysfscheck-install-hook" "$repo" 2>&1)
	assertEquals "output: $out" 2 $?
	assertContains "$out" "--force"
	"$SCRIPTS/sysfscheck-install-hook" --force "$repo" >/dev/null 2>&1
	assertTrue "kept" "[ -f '$repo/.git/hooks/pre-commit.before-sysfscheck' ]"
	assertTrue "installed" "grep -q sysfscheck-patch '$repo/.git/hooks/pre-commit'"
}

test_pre_commit_framework_hook() {
	local repo=$SCRATCH/framework out
	if ! command -v pre-commit >/dev/null; then
		skip_test "the pre-commit framework is not installed (scripts/install-deps test)"
		return
	fi
	pre-commit validate-manifest "$TOP/.pre-commit-hooks.yaml"
	assertTrue "the manifest is valid" $?
	mkdir -p "$repo/drivers"
	cp "$INT/patch/before.c" "$repo/drivers/chip.c"
	git -C "$repo" init -q && git -C "$repo" add . && git -C "$repo" commit -q -m base
	cp "$INT/patch/after-bin-default.c" "$repo/drivers/chip.c"
	git -C "$repo" add drivers/chip.c
	out=$(cd "$repo" && PATH=$SCRIPTS:$TOP/checker:$PATH PRE_COMMIT_HOME=$SCRATCH/pre-commit \
		pre-commit try-repo "$TOP" sysfscheck 2>&1)
	assertNotEquals "output: $out" 0 $?
	assertContains "$out" "[sysfs-bin-default:bug]"
}

# In CI the framework runs the hook over a range (--from-ref/--to-ref) or
# every file (--all-files), with nothing staged: the hook must check that,
# not the empty staged change.
test_pre_commit_framework_range_and_all_files() {
	local repo=$SCRATCH/ci out from
	if ! command -v pre-commit >/dev/null; then
		skip_test "the pre-commit framework is not installed (scripts/install-deps test)"
		return
	fi
	mkdir -p "$repo/drivers"
	cp "$INT/patch/before.c" "$repo/drivers/chip.c"
	git -C "$repo" init -q && git -C "$repo" add . && git -C "$repo" commit -q -m base
	from=$(git -C "$repo" rev-parse HEAD)
	cp "$INT/patch/after-store.c" "$repo/drivers/chip.c"
	git -C "$repo" commit -q -am "chip: level is writable"
	chip_with_bin_attr "$INT/patch/after-store.c" >"$repo/drivers/chip.c"
	git -C "$repo" commit -q -am "chip: the table in the attributes"

	out=$(cd "$repo" && PATH=$SCRIPTS:$TOP/checker:$PATH PRE_COMMIT_HOME=$SCRATCH/pre-commit \
		pre-commit try-repo "$TOP" sysfscheck --from-ref "$from" --to-ref HEAD 2>&1)
	assertNotEquals "a range adding two findings fails; output: $out" 0 $?
	assertContains "$out" "[sysfs-store-return:bug]"
	assertContains "$out" "[sysfs-bin-default:bug]"
	assertContains "$out" "[PATCH 1/2] chip: level is writable"

	out=$(cd "$repo" && PATH=$SCRIPTS:$TOP/checker:$PATH PRE_COMMIT_HOME=$SCRATCH/pre-commit \
		pre-commit try-repo "$TOP" sysfscheck --all-files 2>&1)
	assertNotEquals "every file, whole; output: $out" 0 $?
	assertContains "the old finding too" "$out" "'legacy_attrs' is not NULL-terminated"

	git -C "$repo" checkout -q "$from" 2>/dev/null
	out=$(cd "$repo" && PATH=$SCRIPTS:$TOP/checker:$PATH PRE_COMMIT_HOME=$SCRATCH/pre-commit \
		pre-commit try-repo "$TOP" sysfscheck --files drivers/chip.c 2>&1)
	assertNotEquals "output: $out" 0 $?
	assertContains "$out" "'legacy_attrs' is not NULL-terminated"
	sed -i 's/^\t&dev_attr_level.attr,$/&\n\tNULL,/' "$repo/drivers/chip.c"
	out=$(cd "$repo" && PATH=$SCRIPTS:$TOP/checker:$PATH PRE_COMMIT_HOME=$SCRATCH/pre-commit \
		pre-commit try-repo "$TOP" sysfscheck --files drivers/chip.c 2>&1)
	assertEquals "a clean file passes; output: $out" 0 $?
}

# ---------------------------------------------------------------- porting

# The porting rules (cocci/porting) on the legacy corpus drivers and on
# this suite's own legacy driver.
test_porting_review() {
	local drivers rules=$TOP/cocci/porting flags=() f review
	mapfile -t drivers < <(ls "$TOP"/testcases/corpus/legacy-*.c)
	flags=(-- -nostdinc -isystem "$(gcc -print-file-name=include)"
	       -I"$TOP/testcases/reference/include" -D__KERNEL__)
	for f in "${drivers[@]}" "$INT/port/legacy-widget.c"; do
		before=$(sha256sum "$f")
		if [ "$f" = "$INT/port/legacy-widget.c" ]; then
			review=$("$SCRIPTS/sysfscheck-port" "$f" "${flags[@]}" 2>&1)
		else
			review=$("$SCRIPTS/sysfscheck-port" --rules "$rules" "$f" "${flags[@]}" 2>&1)
		fi
		assertEquals "$f: $review" 0 $?
		assertEquals "$f is not changed" "$before" "$(sha256sum "$f")"
		assertContains "$review" "## Porting review: \`$(basename "$f")\`"
		assertContains "$review" "### Legacy API uses"
		printf '%s\n' "$review" | grep -qE '^- line [0-9]+: `'
		assertTrue "$f: a legacy use in the list" $?
		assertContains "$f: the rules' diff" "$review" '```diff'
		assertContains "$review" "### Findings after the port"
	done
	# The last review: legacy-widget.c, with the default rules.
	assertContains "$review" '- line 29: `static DEVICE_ATTR(speed, S_IRUGO | S_IWUSR, speed_show, speed_store);`
  symbolic permission bits; now: octal modes'
	assertContains "credited to the rule" "$review" '; ported by `attr-macros`'
	assertContains "$review" "+	return sysfs_emit(buf, \"widget\\n\");"
	assertContains "the finding the port leaves" "$review" "- line 38, \`sysfs-attr-terminator\`: attribute array 'widget_attrs' is not NULL-terminated"
	assertContains "$review" "No rule rewrites the legacy uses on line(s) 26, "
}

# Input the rules cannot port is an error, not an empty review; so is a
# result that cannot be written.
test_porting_review_refuses_garbage() {
	local f out
	printf '\177ELF\002\001\001\000\000\000' >"$SCRATCH/binary.c"
	: >"$SCRATCH/empty.c"
	for f in "$SCRATCH/binary.c" "$SCRATCH/empty.c" "$TOP/testcases/cli/prose.c"; do
		out=$("$SCRIPTS/sysfscheck-port" "$f" -- -nostdinc 2>&1)
		assertEquals "$f: $out" 2 $?
		assertEquals "$f: one line: $out" 1 "$(printf '%s\n' "$out" | grep -c .)"
		assertContains "$f: $out" "$out" "sysfscheck-port: error: "
	done
	out=$("$SCRIPTS/sysfscheck-port" --ported "$SCRATCH/no-such-dir/ported.c" \
		"$INT/port/legacy-widget.c" -- -nostdinc -I"$TOP/testcases/reference/include" 2>&1 >/dev/null)
	assertEquals "a failed --ported write: $out" 2 $?
	assertContains "$out" "cannot write"
	out=$("$SCRIPTS/sysfscheck-port" -o "$SCRATCH/no-such-dir/review.md" \
		"$INT/port/legacy-widget.c" -- -nostdinc -I"$TOP/testcases/reference/include" 2>&1)
	assertEquals "a failed -o write: $out" 2 $?
	assertContains "$out" "cannot write"
}

# Markdown without backslash escapes in code spans, and one row per
# finding however many engines report it.
test_porting_review_markdown() {
	local review
	review=$("$SCRIPTS/sysfscheck-port" "$INT/port/legacy-widget.c" -- -nostdinc \
		-isystem "$(gcc -print-file-name=include)" -I"$TOP/testcases/reference/include" -D__KERNEL__ 2>&1)
	assertEquals "$review" 0 $?
	assertNotContains "no \\| escapes" "$review" '\|'
	assertContains "$review" '- line 29: `static DEVICE_ATTR(speed, S_IRUGO | S_IWUSR, speed_show, speed_store);`'
	assertEquals "one item for the finding both engines report: $review" 1 \
		"$(printf '%s\n' "$review" | grep -c "'widget_attrs' is not NULL-terminated")"
	assertContains "$review" "add NULL as its last element (sysfscheck, coccinelle)"
}

# ---------------------------------------------------------------- formats

test_json_output() {
	local out
	out=$("$SYSFSCHECK" --format=json "$TOP/testcases/cli/ordered.c" 2>"$SCRATCH/stderr")
	assertEquals 0 $?
	assertEquals "nothing on stderr" "" "$(cat "$SCRATCH/stderr")"
	printf '%s\n' "$out" >"$SCRATCH/ordered.jsonl"
	py - "$SCRATCH/ordered.jsonl" <<-'PY'
	import json, sys
	lines = open(sys.argv[1]).read().splitlines()
	assert len(lines) == 2, lines
	keys = ["file", "line", "column", "check", "level", "message", "engine", "function"]
	for line in lines:
	    f = json.loads(line)
	    assert list(f) == keys, f
	    assert f["engine"] == "sysfscheck" and f["file"].endswith("ordered.c"), f
	first, second = (json.loads(l) for l in lines)
	assert (first["line"], first["check"], first["level"], first["function"]) == (10, "sysfs-bin-default", "bug", "early"), first
	assert (second["line"], second["check"], second["level"], second["function"]) == (13, "sysfs-attr-terminator", "bug", None), second
	PY
	assertTrue "JSON Lines as documented" $?
}

test_sarif_output_validates() {
	"$SYSFSCHECK" --format=sarif "$TOP/testcases/cli/ordered.c" >"$SCRATCH/ordered.sarif"
	assertEquals 0 $?
	py "$INT/sarif/validate-sarif" "$SCRATCH/ordered.sarif"
	assertTrue "valid SARIF 2.1.0" $?
	py - "$SCRATCH/ordered.sarif" "$TOP/testcases/cli/ordered.c" <<-'PY'
	import json, sys
	log = json.load(open(sys.argv[1]))
	(run,) = log["runs"]
	assert run["tool"]["driver"]["name"] == "sysfscheck"
	rules = {r["id"]: r for r in run["tool"]["driver"]["rules"]}
	assert rules["sysfs-attr-terminator"]["help"]["markdown"].startswith("# sysfs-attr-terminator"), rules
	assert len(run["results"]) == 2
	r = run["results"][0]
	assert r["ruleId"] == "sysfs-bin-default" and r["locations"][0]["logicalLocations"][0]["name"] == "early"
	# Line 10 starts with a tab: gcc's column 41 is the 34th character.
	assert r["locations"][0]["physicalLocation"]["region"] == {"startLine": 10, "startColumn": 34}, r
	assert run["columnKind"] == "unicodeCodePoints"
	# In the working directory's tree: a URI relative to SRCROOT, which
	# names that directory.
	import os
	here = os.getcwd()
	assert r["locations"][0]["physicalLocation"]["artifactLocation"] == \
		{"uri": os.path.relpath(sys.argv[2], here), "uriBaseId": "SRCROOT"}, r
	assert run["originalUriBaseIds"] == {"SRCROOT": {"uri": "file://" + here + "/"}}, run["originalUriBaseIds"]
	PY
	assertTrue "rules carry the docs" $?
	# The validator can fail.
	sed 's/"startLine": 10/"startLine": 0/' "$SCRATCH/ordered.sarif" >"$SCRATCH/broken.sarif"
	py "$INT/sarif/validate-sarif" "$SCRATCH/broken.sarif" >/dev/null
	assertFalse "a broken log is rejected" $?
}

test_sarif_one_run_per_engine() {
	"$SYSFSCHECK" --format=json "$TOP/testcases/cli/ordered.c" >"$SCRATCH/mixed.log" 2>&1
	# Coccinelle's column: 0-based bytes; line 10 starts with a tab.
	{
		echo "  CC [M]  some/noise.o"
		echo "$TOP/testcases/cli/ordered.c:10:32-42: binary attribute in sysfs_create_file() [sysfs-bin-default]"
		echo "drivers/x.c:12:5-20: store() 'x_store' returns 0 [sysfs-store-return]"
		echo "drivers/x.c:30: runtime: a line without a check tag is skipped"
	} >"$SCRATCH/cocci.log"
	{
		cat "$SCRATCH/mixed.log"
		"$SCRIPTS/sysfscheck-format" --engine=coccinelle --format=json "$SCRATCH/cocci.log"
	} >"$SCRATCH/all.jsonl"
	"$SCRIPTS/sysfscheck-format" --format=sarif "$SCRATCH/all.jsonl" >"$SCRATCH/all.sarif"
	py "$INT/sarif/validate-sarif" "$SCRATCH/all.sarif"
	assertTrue "valid SARIF" $?
	py - "$SCRATCH/all.sarif" <<-'PY'
	import json, sys
	runs = json.load(open(sys.argv[1]))["runs"]
	by_engine = {r["tool"]["driver"]["name"]: r["results"] for r in runs}
	assert sorted(by_engine) == ["coccinelle", "sysfscheck"], by_engine
	assert len(by_engine["sysfscheck"]) == 2
	assert len(by_engine["coccinelle"]) == 2, "untagged lines are skipped"
	# Characters from 1, a tab one: '&' of '&blob.attr' is the 33rd,
	# 'blob' (where sysfscheck points) the 34th.
	regions = [r["locations"][0]["physicalLocation"]["region"] for r in by_engine["coccinelle"]]
	assert regions[0] == {"startLine": 10, "startColumn": 33}, regions
	# A file that cannot be read: no column rather than a guessed one.
	assert regions[1] == {"startLine": 12}, regions
	r = by_engine["sysfscheck"][0]["locations"][0]
	assert r["physicalLocation"]["region"] == {"startLine": 10, "startColumn": 34}, r
	# The function the line lies in, for the Coccinelle finding too.
	assert by_engine["coccinelle"][0]["locations"][0]["logicalLocations"][0]["name"] == "early"
	PY
	assertTrue "one run per engine" $?
	# In gcc's format both engines count as gcc does: a tab to column 9.
	OUT=$("$SCRIPTS/sysfscheck-format" --engine=coccinelle "$SCRATCH/cocci.log" 2>&1)
	assertContains "$OUT" "ordered.c:10:40: warning: binary attribute in sysfs_create_file() [sysfs-bin-default]"
	OUT=$("$SYSFSCHECK" "$TOP/testcases/cli/ordered.c" 2>&1)
	assertContains "$OUT" "ordered.c:10:41: warning: binary attribute '&blob.attr'"
}

# A reader that stops early (head) is no conversion error.
test_cocci_json_into_a_short_pipe() {
	OUT=$( ("$SCRIPTS/sysfscheck-cocci" --format=json "$TOP/testcases/corpus/bin-in-attrs.c" \
		"$TOP/testcases/corpus/group-no-terminator.c" 2>"$SCRATCH/cocci.err"
		echo "rc=$?" >"$SCRATCH/cocci.rc") | head -n 1)
	assertContains "$OUT" '"engine": "coccinelle"'
	assertEquals "rc=0" "$(cat "$SCRATCH/cocci.rc")"
	assertEquals "no conversion error" "" "$(cat "$SCRATCH/cocci.err")"
}

# ---------------------------------------------------------------- baselines

test_baseline_suppresses_and_survives_line_shifts() {
	local src=$SCRATCH/base.c out
	cp "$TOP/testcases/cli/ordered.c" "$src"
	cp "$TOP/testcases/cli/mini-sysfs.h" "$SCRATCH/"
	rm -f "$SCRATCH/baseline"
	"$SYSFSCHECK" --write-baseline="$SCRATCH/baseline" "$src" 2>/dev/null
	assertEquals "one line per finding" 2 "$(grep -c . "$SCRATCH/baseline")"

	out=$("$SYSFSCHECK" --baseline="$SCRATCH/baseline" --exit-code "$src" 2>&1)
	assertEquals "held back: $out" 0 $?
	assertEquals "" "$out"

	# Lines inserted above: the findings move, the baseline still holds.
	{ printf '/* a comment */\n\n\n'; cat "$TOP/testcases/cli/ordered.c"; } >"$src"
	out=$("$SYSFSCHECK" --baseline "$SCRATCH/baseline" "$src" 2>&1)
	assertEquals "after a line shift: $out" "" "$out"

	# A new finding is reported, and only it.
	printf 'static struct attribute *more[] = { &plain };\nstruct attribute **more_f(void) { return more; }\n' >>"$src"
	printf 'static struct attribute_group more_group = { .attrs = more };\n' >>"$src"
	out=$("$SYSFSCHECK" --baseline "$SCRATCH/baseline" --exit-code "$src" 2>&1)
	assertEquals "output: $out" 1 $?
	assertEquals "output: $out" 1 "$(printf '%s\n' "$out" | grep -c .)"
	assertContains "$out" "'more'"
}

test_baseline_holds_one_finding_per_line() {
	local src=$SCRATCH/twice.c out
	cp "$TOP/testcases/cli/mini-sysfs.h" "$SCRATCH/"
	# Two findings with the same key: same file, check, definition and
	# code on their lines.
	cat >"$src" <<-'C'
	#include "mini-sysfs.h"
	static struct bin_attribute blob = { .attr = { .name = "blob" } };
	int twice(struct kobject *a, struct kobject *b)
	{
		int err;

		err = sysfs_create_file(a, &blob.attr);
		if (err)
			return err;
		err = sysfs_create_file(a, &blob.attr);
		return err;
	}
	C
	rm -f "$SCRATCH/one"
	"$SYSFSCHECK" --write-baseline="$SCRATCH/one" "$src" 2>/dev/null
	assertEquals "two lines, one key" 1 "$(sort -u "$SCRATCH/one" | grep -c .)"
	head -n 1 "$SCRATCH/one" >"$SCRATCH/half"
	out=$("$SYSFSCHECK" --baseline="$SCRATCH/half" "$src" 2>&1)
	assertEquals "one line holds back one finding: $out" 1 "$(printf '%s\n' "$out" | grep -c 'warning:')"
	out=$("$SYSFSCHECK" --baseline="$SCRATCH/one" "$src" 2>&1)
	assertEquals "" "$out"

	printf 'not a baseline\n' >"$SCRATCH/bad"
	out=$("$SYSFSCHECK" --baseline="$SCRATCH/bad" "$src" 2>&1)
	assertEquals "a malformed baseline is an error: $out" 2 $?
	out=$("$SYSFSCHECK" --baseline="$SCRATCH/missing" "$src" 2>&1)
	assertEquals "a missing baseline is an error: $out" 2 $?
}

test_baseline_through_the_converter() {
	local out
	echo "drivers/x.c:12:5-20: store() 'x_store' returns 0 at line 12 [sysfs-store-return]" >"$SCRATCH/c1.log"
	"$SCRIPTS/sysfscheck-format" --engine=coccinelle --write-baseline="$SCRATCH/cb" "$SCRATCH/c1.log" 2>/dev/null
	echo "drivers/x.c:40:5-20: store() 'x_store' returns 0 at line 40 [sysfs-store-return]" >"$SCRATCH/c2.log"
	out=$("$SCRIPTS/sysfscheck-format" --engine=coccinelle --baseline="$SCRATCH/cb" --exit-code "$SCRATCH/c2.log" 2>&1)
	assertEquals "moved, held back: $out" 0 $?
	assertEquals "" "$out"
}

# One key per bug: a baseline written from one engine's findings holds
# back the other's, though they word the bug differently (here: "returns 0
# from kstrtoul() on success" and "returns 'ret', which is 0 on its
# success path").
test_baseline_across_engines() {
	local f=$SCRATCH/store.c out flags a b
	cp "$TOP/testcases/corpus/store-kstrtoul-zero.c" "$f"
	mapfile -t flags < <(ref_cflags "$f")
	a=$("$SCRIPTS/sysfscheck-cocci" --rule=store-return "$f" 2>&1)
	assertContains "the rule reports it: $a" "$a" "[sysfs-store-return]"
	b=$("$SYSFSCHECK" "${flags[@]}" "$f" 2>&1)
	assertContains "sysfscheck reports it: $b" "$b" "[sysfs-store-return:bug]"
	assertEquals "on the same line" "$(printf '%s\n' "$a" | cut -d: -f2)" "$(printf '%s\n' "$b" | cut -d: -f2)"
	assertNotEquals "in other words" "$(printf '%s\n' "$a" | cut -d: -f5-)" "$(printf '%s\n' "$b" | cut -d: -f5-)"

	rm -f "$SCRATCH/from-sysfscheck" "$SCRATCH/from-cocci"
	"$SYSFSCHECK" "${flags[@]}" --write-baseline="$SCRATCH/from-sysfscheck" "$f" 2>/dev/null
	out=$("$SCRIPTS/sysfscheck-cocci" --rule=store-return --format=json "$f" |
		"$SCRIPTS/sysfscheck-format" --baseline="$SCRATCH/from-sysfscheck" --exit-code 2>&1)
	assertEquals "sysfscheck's baseline holds back the rule's finding: $out" 0 $?
	assertEquals "" "$out"

	"$SCRIPTS/sysfscheck-cocci" --rule=store-return "$f" |
		"$SCRIPTS/sysfscheck-format" --engine=coccinelle --write-baseline="$SCRATCH/from-cocci" 2>/dev/null
	out=$("$SYSFSCHECK" "${flags[@]}" --baseline="$SCRATCH/from-cocci" --exit-code "$f" 2>&1)
	assertEquals "the rule's baseline holds back sysfscheck's finding: $out" 0 $?
	assertEquals "" "$out"
	assertEquals "the same key" "$(cat "$SCRATCH/from-sysfscheck")" "$(cat "$SCRATCH/from-cocci")"
}

# An inline suppression holds back both engines' finding; --list-suppressed
# shows it with the reason.
test_suppression_in_both_engines() {
	local f=$SCRATCH/suppressed.c out flags line
	cp "$TOP/testcases/corpus/group-no-terminator.c" "$f"
	line=$("$SYSFSCHECK" $(ref_cflags "$f") "$f" 2>&1 | sed -n 's/^[^:]*:\([0-9]*\):.*\[sysfs-attr-terminator\(:[a-z]*\)\?\]$/\1/p')
	sed -i "${line}s|\$|	/* sysfscheck: ignore sysfs-attr-terminator -- a test of suppression */|" "$f"
	mapfile -t flags < <(ref_cflags "$f")
	out=$("$SYSFSCHECK" "${flags[@]}" --exit-code "$f" 2>&1)
	assertEquals "sysfscheck: $out" 0 $?
	assertEquals "" "$out"
	out=$("$SCRIPTS/sysfscheck-cocci" --rule=attr-terminator --exit-code "$f" 2>&1)
	assertEquals "the Coccinelle engine: $out" 0 $?
	assertEquals "" "$out"
	out=$("$SYSFSCHECK" "${flags[@]}" --list-suppressed "$f" 2>&1)
	assertContains "$out" "$f:$line:"
	assertContains "$out" ": note: suppressed: "
	assertContains "$out" "[sysfs-attr-terminator:bug] -- a test of suppression"
	"$SYSFSCHECK" "${flags[@]}" --list-suppressed --format=sarif "$f" >"$SCRATCH/suppressed.sarif"
	py "$INT/sarif/validate-sarif" "$SCRATCH/suppressed.sarif"
	assertTrue "valid SARIF with a suppression" $?
	assertContains "$(cat "$SCRATCH/suppressed.sarif")" '"suppressions": [{"kind": "inSource", "justification": "a test of suppression"}]'
}

# ---------------------------------------------------------------- docs

test_explain_every_check() {
	local check page
	for check in $("$SYSFSCHECK" --list-checks | awk '{ print $1 }'); do
		page=$("$SYSFSCHECK" --explain "$check")
		assertEquals "--explain $check" 0 $?
		assertEquals "$TOP/docs/checks/$check.md" "$(cat "$TOP/docs/checks/$check.md")" "$page"
		assertContains "$check: a bad and a fixed example" "$page" '```c'
	done
	"$SYSFSCHECK" --explain=bin-default >/dev/null
	assertTrue "the sysfs- prefix is optional" $?
	"$SYSFSCHECK" --explain sysfs-no-such-check >/dev/null 2>&1
	assertEquals 2 $?
}

# Every finding of the bundled cases names what it is about, in quotes.
test_messages_name_the_object() {
	local f out bad=
	for f in "$TOP"/testcases/checks/*/warn-*.c; do
		out=$(run_sysfscheck "$f" 2>&1)
		bad=$bad$(printf '%s\n' "$out" | grep ': warning: ' | grep -v "warning: [^[]*'[^']\+'")
	done
	assertEquals "findings that name nothing" "" "$bad"
}

# help_options: the options an --help text on stdin lists (the terms of
# its indented "-x ..." lines), one per line, without their values.
help_options() {
	sed -n 's/^  \{1,4\}\(-[^ ].*\)$/\1/p' | sed 's/   .*//; s/ [a-z].*//' |
		grep -oE -- '--?[A-Za-z][A-Za-z0-9-]*' | sort -u
}

test_man_page_renders() {
	local out opt check
	out=$(LC_ALL=C MANWIDTH=200 man -l "$TOP/docs/sysfscheck.1" 2>&1)
	assertEquals "$out" 0 $?
	assertContains "$out" "SYSFSCHECK(1)"
	assertContains "$out" "EXIT STATUS"
	assertEquals "groff warnings" "" "$(groff -man -ww -z "$TOP/docs/sysfscheck.1" 2>&1)"
	# Checked against the program, so that the page cannot drift: every
	# option --help lists, every check, and Kbuild's exit status.
	for opt in $("$SYSFSCHECK" --help | help_options); do
		assertContains "sysfscheck.1 lacks $opt" "$out" "$opt"
	done
	for check in $("$SYSFSCHECK" --list-checks | awk '{ print $1 }'); do
		printf '%s\n' "$out" | sed -n '/^CHECKS/,/^[A-Z]/p' | grep -q "^ *$check\$"
		assertTrue "sysfscheck.1's CHECKS lacks $check" $?
	done
	assertContains "$out" "exits 0 after its line"
	assertNotContains "Kbuild's exit status as the program has it" "$out" "does (status 2)"
}

# The scripts' pages are made from their --help (make man).
test_script_man_pages() {
	local page name out opt
	make -s -C "$TOP" man >"$SCRATCH/man.log" 2>&1
	assertEquals "make man: $(cat "$SCRATCH/man.log")" 0 $?
	for name in sysfscheck-patch sysfscheck-port sysfscheck-cocci sysfscheck-scan \
		sysfscheck-format sysfscheck-flags sysfscheck-install-hook; do
		page=$TOP/build/man/$name.1
		assertTrue "$name.1 made" "[ -s '$page' ]"
		assertEquals "$name.1: groff warnings" "" "$(groff -man -ww -z "$page" 2>&1)"
		out=$(LC_ALL=C MANWIDTH=200 man -l "$page" 2>&1)
		assertContains "$out" "NAME"
		assertContains "$out" "SYNOPSIS"
		for opt in $("$SCRIPTS/$name" --help | help_options); do
			assertContains "$name.1 lacks $opt" "$out" "$opt"
		done
	done
	assertContains "$(LC_ALL=C MANWIDTH=200 man -l "$TOP/build/man/sysfscheck-patch.1")" "EXIT STATUS"
}

# -------------------------------------------------------- upstream fate

test_upstream_report_counts_and_checks_a_scan() {
	local dir=$INT/upstream out

	out=$("$SCRIPTS/upstream-report" --list still \
		--scan "$dir/findings.txt" "$dir/table.tsv")
	assertEquals "output: $out" 0 $?
	assertContains "$out" "$(printf '%-22s %6d %6d %6d %8d %8d' \
		sysfs-leak 2 0 0 1 1)"
	assertContains "$out" "$(printf '%-22s %6d %6d %6d %8d %8d' \
		sysfs-show-bound 2 1 1 0 0)"
	assertContains "$out" "$(printf '%-22s %6d %6d %6d %8d %8d' \
		all 6 1 3 1 1)"
	assertContains "$out" "still: drivers/c2.c:7 (6.1 drivers/c.c:40:9, d_store, sysfs-store-return): moved to c2.c"
	# c.c:31 is reported by another check only; c2.c:7 with a level tag.
	assertContains "$out" "scan: 2 of 3 bugs still there reported"
	assertContains "$out" "not reported: drivers/c.c:31 sysfs-store-return"
	assertNotContains "$out" "not reported: drivers/c2.c:7"
	"$SCRIPTS/upstream-report" --exit-code --scan "$dir/findings.txt" \
		"$dir/table.tsv" >/dev/null
	assertEquals "--exit-code with a bug the scan misses" 1 $?

	printf 'drivers/b.c:5:1\tb_probe\tsysfs-leak\tboth\tremoved\tdrivers/b.c:5\tgone\n' \
		>"$SCRATCH/upstream.tsv"
	out=$("$SCRIPTS/upstream-report" "$SCRATCH/upstream.tsv" 2>&1)
	assertEquals "a removed bug with a 6.12 position: $out" 2 $?
	assertContains "$out" "upstream.tsv:1: bad line"
	out=$("$SCRIPTS/upstream-report" --list gone "$dir/table.tsv" 2>&1)
	assertEquals "an unknown verdict: $out" 2 $?
}

test_upstream_table_in_docs_is_well_formed() {
	"$SCRIPTS/upstream-report" >/dev/null
	assertTrue "docs/triage/upstream-6.12.tsv parses" $?
}

# ---------------------------------------------------------------- install

test_make_install_into_a_prefix() {
	local prefix=$SCRATCH/prefix out mod=$SCRATCH/installed log=$SCRATCH/installed.log
	make -s -C "$TOP" install PREFIX="$prefix" >"$SCRATCH/install.log" 2>&1
	assertEquals "$(cat "$SCRATCH/install.log")" 0 $?
	for f in sysfscheck sysfscheck-patch sysfscheck-port sysfscheck-format \
		sysfscheck-flags sysfscheck-install-hook; do
		assertTrue "$f installed" "[ -x '$prefix/bin/$f' ]"
	done
	assertTrue "man page" "[ -f '$prefix/share/man/man1/sysfscheck.1' ]"
	for f in sysfscheck-patch sysfscheck-port sysfscheck-cocci sysfscheck-scan; do
		assertTrue "$f installed" "[ -x '$prefix/bin/$f' ]"
		assertTrue "$f.1 installed" "[ -f '$prefix/share/man/man1/$f.1' ]"
	done
	OUT=$("$prefix/bin/sysfscheck-scan" --help)
	assertEquals "the installed scan runs: $OUT" 0 $?
	[ -d "$TOP/cocci" ] && assertTrue "cocci rules" "find '$prefix/share/sysfscheck/cocci' -name '*.cocci' | grep -q ."

	out=$("$prefix/bin/sysfscheck" --explain sysfs-attr-terminator)
	assertEquals 0 $?
	assertContains "$out" "# sysfs-attr-terminator"
	out=$(MANPATH=$prefix/share/man man -w sysfscheck 2>&1)
	assertEquals "man finds the page: $out" "$prefix/share/man/man1/sysfscheck.1" "$out"

	# A Kbuild run with the installed checker.
	cp -r "$TOP/testcases/kbuild/module" "$mod"
	make -C "$KDIR" M="$mod" C=2 CHECK="$prefix/bin/sysfscheck" modules >"$log" 2>&1
	assertEquals "log: $(cat "$log")" 0 $?
	assertContains "$(cat "$log")" "[sysfs-attr-terminator:bug]"
	# And the installed patch review.
	OUT=$(cd "$REPO" && SYSFSCHECK= "$prefix/bin/sysfscheck-patch" "$(patch_for bin-default)" 2>&1)
	assertEquals "output: $OUT" 1 $?
	assertEquals "43 sysfs-bin-default" "$(findings_of "$OUT")"
	"$prefix/bin/sysfscheck-format" --format=sarif </dev/null >"$SCRATCH/empty.sarif"
	py "$INT/sarif/validate-sarif" "$SCRATCH/empty.sarif"
	assertTrue "the installed converter's SARIF" $?
}

# verdicts_row CHECK FINDINGS BUG HARDENING STYLE FALSE UNTRIAGED RATE
# RATE_SHOWN: a row of triage-report's table of verdicts.
verdicts_row() {
	printf '%-22s %8d %5d %9d %5d %5d %9d %8s %11s' "$@"
}

# level_row CHECK LEVEL FINDINGS FALSE RATE: a row of its table of levels.
level_row() {
	printf '%-22s %-11s %8d %6d %6s' "$@"
}

test_triage_report_counts_verdicts_and_false_rates() {
	local dir=$INT/triage out

	out=$("$SCRIPTS/triage-report" --triage "$dir/judgements" --classes \
		--untriaged --stale "$dir/findings.txt")
	assertEquals "output: $out" 0 $?
	# The duplicated line counts once; a.c:40 has no judgement; gone.c's
	# judgement matches no finding; a text-* class leaves the message
	# true; c_show's none is a false verdict.
	assertContains "$out" "$(verdicts_row sysfs-show-bound 4 1 1 0 2 0 '50 %' '0 %')"
	assertContains "$out" "$(verdicts_row sysfs-store-return 2 0 0 0 1 1 '100 %' -)"
	assertContains "$out" "$(verdicts_row all 6 1 1 0 3 1 '60 %' '0 %')"
	assertContains "$out" "$(level_row sysfs-show-bound none 1 1 '100 %')"
	assertContains "$out" "$(level_row sysfs-show-bound '>=hardening' 2 0 '0 %')"
	assertContains "$out" "$(level_row sysfs-show-bound all 4 2 '50 %')"
	assertContains "$out" "$(level_row all style 2 2 '100 %')"
	assertContains "$out" "$(level_row all all 5 3 '60 %')"
	assertNotContains "no printed levels, no table of them" "$out" "printed"
	assertContains "$out" "$(printf '%-22s %-34s %8d' \
		sysfs-show-bound text-internal-expression 1)"
	assertContains "$out" "$(printf '%-22s %-34s %8d' \
		sysfs-store-return count-advice-on-failure 1)"
	assertContains "$out" "untriaged: drivers/hwmon/a.c:40:9:"
	assertContains "$out" "stale: sysfs-show-bound drivers/hwmon/gone.c:1:1"
	assertNotContains "$out" "stale: sysfs-show-bound drivers/hwmon/a.c"
	"$SCRIPTS/triage-report" --triage "$dir/judgements" --exit-code \
		"$dir/findings.txt" >/dev/null
	assertEquals "--exit-code with an untriaged finding" 1 $?
	grep -v ':40:9:' "$dir/findings.txt" |
		"$SCRIPTS/triage-report" --triage "$dir/judgements" --exit-code - >/dev/null
	assertEquals "--exit-code with every finding judged" 0 $?
	# --judged: the judgements alone, gone.c's included.
	out=$("$SCRIPTS/triage-report" --triage "$dir/judgements" --judged)
	assertEquals "--judged: $out" 0 $?
	assertContains "$out" "$(verdicts_row sysfs-show-bound 5 1 1 1 2 0 '40 %' '0 %')"
}

test_triage_report_counts_by_the_levels_a_scan_prints() {
	local dir=$INT/triage out

	out=$("$SCRIPTS/triage-report" --triage "$dir/judgements" --exit-code \
		"$dir/findings-levels.txt")
	assertEquals "tagged findings match untagged judgements: $out" 0 $?
	# Grouped by the printed level: c_show (judged none) is printed at
	# hardening, b.c:5 (judged style, message false) at bug.
	assertContains "$out" "$(level_row sysfs-show-bound hardening 3 1 '33 %')"
	assertContains "$out" "$(level_row sysfs-show-bound style 1 1 '100 %')"
	assertContains "$out" "$(level_row sysfs-store-return bug 1 1 '100 %')"
	assertContains "$out" "$(level_row all '>=hardening' 4 2 '50 %')"
	assertContains "$out" "$(verdicts_row sysfs-show-bound 4 1 1 0 2 0 '50 %' '33 %')"
	assertContains "$out" "$(printf '%-22s %-11s %5d %9d %5d %5d' \
		sysfs-show-bound hardening 1 1 0 1)"
	assertContains "$out" "$(printf '%-22s %-11s %5d %9d %5d %5d' \
		sysfs-store-return bug 0 0 1 0)"
}

# bad_judgement LINES EXPECTED: a judgement file of LINES (printf %b) is
# refused with exit status 2 and the error sysfs-leak.tsv:EXPECTED.
bad_judgement() {
	local out

	printf '%b\n' "$1" >"$SCRATCH/sysfs-leak.tsv"
	out=$("$SCRIPTS/triage-report" --triage "$SCRATCH" \
		"$INT/triage/findings.txt" 2>&1)
	assertEquals "'$1': $out" 2 $?
	assertContains "'$1'" "$out" "sysfs-leak.tsv:$2"
}

test_triage_report_refuses_malformed_judgements() {
	local ok='d.c:1:2\tf\tbug\ttrue\t-\tr'

	bad_judgement 'd.c:1:2\tf\treal\tr' "1: want 6 tab-separated fields, got 4"
	bad_judgement 'd.c:1:2\tf\treal\ttrue\t-\tr' "1: bad level"
	bad_judgement 'd.c:1:2\tf\tbug\tmaybe\t-\tr' "1: bad message"
	bad_judgement 'd.c:1\tf\tbug\ttrue\t-\tr' "1: bad position"
	bad_judgement 'd.c:1:2\tf\tbug\ttrue\tNo Class\tr' "1: bad class"
	bad_judgement 'd.c:1:2\tf\tbug\ttrue\t-\t ' "1: no reason"
	bad_judgement 'd.c:1:2\tf\tstyle\tfalse\t-\tr' \
		"1: a false message needs a class that is not text-*"
	bad_judgement 'd.c:1:2\tf\tstyle\tfalse\ttext-internal-expression\tr' \
		"1: a false message needs a class that is not text-*"
	bad_judgement 'd.c:1:2\tf\tstyle\ttrue\tremoved-elsewhere\tr' \
		"1: a true message can only have text-* classes"
	bad_judgement 'd.c:1:2\tf\tnone\ttrue\t-\tr' \
		"1: level none needs a false message"
	bad_judgement "$ok\\n$ok" "2: second judgement of d.c:1:2"
	rm -f "$SCRATCH/sysfs-leak.tsv"
}

test_triage_judgements_in_docs_are_well_formed() {
	"$SCRIPTS/triage-report" "$INT/triage/findings.txt" >/dev/null
	assertTrue "docs/triage/*.tsv parse" $?
	"$SCRIPTS/triage-report" --triage "$TOP/docs/triage/cocci" \
		"$INT/triage/findings.txt" >/dev/null
	assertTrue "docs/triage/cocci/*.tsv parse" $?
}

. shunit2
