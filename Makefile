# sysfscheck: static checks for Linux driver code that uses kobjects and sysfs.
#
#   make            build checker/sysfscheck (fetches and builds sparse first)
#   make demo       run the checker over the bundled corpus
#   make check      run every test; ends with "N passed, N failed"
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

.PHONY: all deps deps-test demo check reference clean distclean

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

# The reference implementation's library; corpus programs are built by the
# tests and by testcases/reference/sysfsref as they need them.
reference: deps-test
	@$(MAKE) -s -f testcases/reference/Makefile OUT=$(BUILD)/ref lib

clean:
	rm -rf $(BUILD)/checker $(BUILD)/ref checker/sysfscheck

distclean:
	rm -rf $(BUILD) checker/sysfscheck
