# sysfscheck: static checks for Linux driver code that uses kobjects and sysfs.
#
#   make            build checker/sysfscheck (fetches and builds sparse first)
#   make demo       run the checker over the bundled corpus
#   make check      run every test; ends with "N passed, N failed"
#   make unit       the format-length calculator's unit tests
#   make fuzz [FUZZ_TIME=600]   fuzz the format-length calculator (libFuzzer)
#   make install    install under PREFIX (default /usr/local; DESTDIR too)
#   make man        the scripts' manual pages, from their --help, in build/man/
#   make prepare-kernel [KVER=6.12]   a Linux 6.1 (or 6.12) allmodconfig tree in the cache
#   make scan-kernel [KVER=6.12] [DIRS="drivers/hwmon ..."] [JOBS=2]   the whole-tree scan
#   make bench      sysfscheck against sparse and Coccinelle (docs/performance.md)
#   make cocci-upstream [KERNEL=tree]   the Coccinelle rules as a kernel patch series
#   make fuzz-checker [FUZZ_TIME=600]   AFL++ over the whole checker
#
# SPARSE_DIR=/path/to/sparse-0.6.4 uses an existing sparse tree instead of
# fetching Debian's source package.

SPARSE_VERSION := 0.6.4
SPARSE_SHA256 := bd98fd8a122ff79d38a81feb75ec728699101e80701f33f21180912c3c9e949c

BUILD ?= build
SPARSE_DIR ?= $(BUILD)/sparse-$(SPARSE_VERSION)
SPARSE_LIB := $(SPARSE_DIR)/libsparse.a

CC := gcc
CFLAGS ?= -O2 -g
CHECKER_CFLAGS := -std=gnu11 -D_GNU_SOURCE -Wall -Wextra -Wno-unused-parameter \
	-Wno-sign-compare -Wno-missing-field-initializers \
	-I$(SPARSE_DIR) -Ichecker

CHECKER_SRCS := $(wildcard checker/*.c)
CHECKER_OBJS := $(CHECKER_SRCS:checker/%.c=$(BUILD)/checker/%.o)

.PHONY: all deps deps-test demo check reference clean distclean install uninstall bench-patch \
	prepare-kernel scan-kernel unit fuzz bench fuzz-checker man cocci-upstream

all: checker/sysfscheck

# System packages: installed as root, else the apt-get line is printed.
deps:
	@scripts/install-deps build
deps-test:
	@scripts/install-deps build test

$(BUILD)/.sparse-fetched:
	@mkdir -p $(BUILD)
	@scripts/install-deps build
	scripts/fetch-sparse $(BUILD) $(SPARSE_VERSION) $(SPARSE_SHA256)
	@touch $@

# Only the default location is fetched; a user's SPARSE_DIR is just built.
ifeq ($(SPARSE_DIR),$(BUILD)/sparse-$(SPARSE_VERSION))
$(SPARSE_DIR)/lib.h: $(BUILD)/.sparse-fetched
endif

$(SPARSE_LIB): $(SPARSE_DIR)/lib.h
	$(MAKE) -C $(SPARSE_DIR) libsparse.a CC=$(CC) SPARSE_VERSION=$(SPARSE_VERSION)

$(BUILD)/checker/%.o: checker/%.c $(SPARSE_LIB)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(CHECKER_CFLAGS) -MMD -MP -c -o $@ $<

checker/sysfscheck: $(CHECKER_OBJS) $(SPARSE_LIB)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $(CHECKER_OBJS) $(SPARSE_LIB)

-include $(CHECKER_OBJS:.o=.d)

demo: checker/sysfscheck deps-test
	@testcases/demo

check: checker/sysfscheck deps-test
	@testcases/run

# Unit tests of the pure-C parts (no sparse needed).
UNIT_CFLAGS := -std=gnu11 -Wall -Wextra -Wno-missing-field-initializers -g -O1 -Ichecker
UNIT_TEST := $(BUILD)/unit/format-length-test
$(UNIT_TEST): testcases/unit/format-length-test.c checker/format-length.c checker/format-length.h
	@mkdir -p $(dir $@)
	$(CC) $(UNIT_CFLAGS) -o $@ testcases/unit/format-length-test.c checker/format-length.c
unit: $(UNIT_TEST) $(BUILD)/unit/format-length-scan
	@$(UNIT_TEST)
$(BUILD)/unit/format-length-scan: testcases/unit/format-length-scan.c checker/format-length.c checker/format-length.h
	@mkdir -p $(dir $@)
	$(CC) $(UNIT_CFLAGS) -o $@ testcases/unit/format-length-scan.c checker/format-length.c

# libFuzzer on the format-length calculator (clang); a long run by default,
# testcases/fuzz/run-fuzz SECONDS for any other length.
FUZZ_TIME ?= 600
fuzz:
	@testcases/fuzz/run-fuzz $(FUZZ_TIME)

# The reference implementation's library; corpus programs are built by the
# tests and by testcases/reference/sysfsref as they need them.
reference: deps-test
	@$(MAKE) -s -f testcases/reference/Makefile OUT=$(BUILD)/ref lib

# How long a patch review takes (a benchmark: it never fails on a time).
bench-patch: checker/sysfscheck deps-test
	@testcases/bench/patch-review.sh

# Against plain sparse and the kernel's Coccinelle rule, on the prepared
# tree; never part of make check (docs/performance.md has the figures).
bench: checker/sysfscheck deps-test prepare-kernel
	@testcases/bench/bench.sh

# The rules of cocci/ as patches adding them to a kernel tree's
# scripts/coccinelle/api/ (build/cocci-upstream/; docs/cocci.md). The tree
# (default: the prepared 6.1 tree) is only read.
cocci-upstream:
	@scripts/cocci-upstream -o $(BUILD)/cocci-upstream $(KERNEL)

# AFL++ over the whole checker on mutated corpus drivers (make check runs
# 30 seconds of it; this is the long run). Crashes: build/fuzz-checker/out/.
fuzz-checker: checker/sysfscheck
	@scripts/install-deps fuzz
	@scripts/fuzz-checker --seconds $(or $(FUZZ_TIME),3600)

# A prepared Linux tree outside the repository
# (${SYSFSCHECK_CACHE:-~/.cache/sysfscheck}), reused when it is there;
# KVER=6.1 (the default) or 6.12, the current kernel.
KVER ?= 6.1
export KVER
prepare-kernel:
	@scripts/prepare-kernel

# Both engines over every file of DIRS that uses sysfs, with Kbuild's
# options; results in build/scan-kernel/ (build/scan-kernel-6.12/ for
# KVER=6.12; docs/evaluation.md).
DIRS ?= drivers
JOBS ?= 2
scan-kernel: checker/sysfscheck
	@scripts/sysfscheck-scan --jobs $(JOBS) --out $(BUILD)/scan-kernel$(if $(filter-out 6.1,$(KVER)),-$(KVER)) $(DIRS)

clean:
	rm -rf $(BUILD)/checker $(BUILD)/ref checker/sysfscheck

distclean:
	rm -rf $(BUILD) checker/sysfscheck

# Installed layout: programs in bin/; the checks' pages (for --explain and
# SARIF), the Coccinelle rules, the hook and the porting table in
# share/sysfscheck/, where the programs look for them relative to bin/.
PREFIX ?= /usr/local
BINDIR := $(DESTDIR)$(PREFIX)/bin
SHAREDIR := $(DESTDIR)$(PREFIX)/share/sysfscheck
MAN1DIR := $(DESTDIR)$(PREFIX)/share/man/man1
DOCDIR := $(DESTDIR)$(PREFIX)/share/doc/sysfscheck
INSTALL_SCRIPTS := $(wildcard scripts/sysfscheck-*)
# Helpers the wrappers call (not commands of their own).
HELPER_SCRIPTS := $(wildcard scripts/cocci-*)
# Each script's manual page is made from its --help (scripts/help-to-man),
# so that the two cannot say different things; sysfscheck's own page is
# docs/sysfscheck.1, checked against --help by t60.
MAN_PAGES := $(INSTALL_SCRIPTS:scripts/%=$(BUILD)/man/%.1)

man: $(MAN_PAGES)

$(BUILD)/man/%.1: scripts/% scripts/help-to-man
	@mkdir -p $(dir $@)
	scripts/help-to-man $< >$@.tmp && mv $@.tmp $@

install: checker/sysfscheck $(MAN_PAGES)
	install -d $(BINDIR) $(SHAREDIR)/checks $(SHAREDIR)/hooks $(MAN1DIR) $(DOCDIR)
	install -m 755 checker/sysfscheck $(INSTALL_SCRIPTS) $(BINDIR)/
	install -m 644 docs/checks/*.md $(SHAREDIR)/checks/
	install -m 755 scripts/hooks/pre-commit $(SHAREDIR)/hooks/
	install -m 644 scripts/legacy-api.tsv $(SHAREDIR)/
	$(if $(HELPER_SCRIPTS),install -d $(SHAREDIR)/scripts && install -m 755 $(HELPER_SCRIPTS) $(SHAREDIR)/scripts/)
	rm -rf $(SHAREDIR)/cocci
	if [ -d cocci ]; then cp -R cocci $(SHAREDIR)/cocci && chmod -R u+rwX,go+rX $(SHAREDIR)/cocci; fi
	install -m 644 docs/sysfscheck.1 $(MAN_PAGES) $(MAN1DIR)/
	install -m 644 README.md $(wildcard docs/*.md) $(DOCDIR)/

uninstall:
	rm -f $(BINDIR)/sysfscheck $(INSTALL_SCRIPTS:scripts/%=$(BINDIR)/%)
	rm -f $(MAN1DIR)/sysfscheck.1 $(MAN_PAGES:$(BUILD)/man/%=$(MAN1DIR)/%)
	rm -rf $(SHAREDIR) $(DOCDIR)
