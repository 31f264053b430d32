// SPDX-License-Identifier: MIT
/*
 * sysfscheck: the command line, and the pass over each input file.
 *
 * The command line is sparse's (and so gcc's, as Kbuild passes it) plus
 * sysfscheck's own options, which are taken out before sparse sees it.
 * Each file is parsed and evaluated by sparse once; the sysfs index is
 * built from the result; every enabled check then runs on the syntax tree
 * and, for the functions a check asks for, on the linearized code.
 *
 * Exit status: 0 when the input was analysed (whatever was found), 1 when
 * --exit-code was given and something was found, 2 on a usage error or
 * input that could not be analysed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "checks.h"
#include "diag.h"
#include "expression.h"
#include "input.h"
#include "lib.h"
#include "linearize.h"
#include "sysfs-index.h"
#include "sysfs-model.h"
#include "token.h"

#define SYSFSCHECK_VERSION "0.1"

enum {
	EXIT_ANALYSED = 0,
	EXIT_FINDINGS = 1,
	EXIT_UNUSABLE = 2,
};

static int opt_exit_code;

static void print_help(FILE *out)
{
	fprintf(out,
"usage: sysfscheck [options] [sparse and gcc options] file.c...\n"
"\n"
"Checks kernel code that uses kobjects and sysfs. Takes sparse's command\n"
"line, so that it runs under Kbuild as: make C=1 CHECK=sysfscheck\n"
"\n"
"  -Wsysfs-<check>      enable a check (see --list-checks)\n"
"  -Wno-sysfs-<check>   disable a check\n"
"  --exit-code          exit 1 when something was found (for CI)\n"
"  --list-checks        list the checks and whether they are on\n"
"  --help, --version\n"
"\n"
"Exit status: 0 analysed (findings are warnings), 1 findings with\n"
"--exit-code, 2 usage error or input that could not be analysed.\n");
}

static void usage_error(const char *fmt, const char *arg)
{
	fprintf(stderr, "sysfscheck: error: ");
	fprintf(stderr, fmt, arg);
	fprintf(stderr, " (try --help)\n");
	exit(EXIT_UNUSABLE);
}

static void list_checks(void)
{
	int i;

	for (i = 0; sysfs_checks[i]; i++)
		printf("%-24s %-3s  %s\n", sysfs_checks[i]->name,
		       check_enabled(sysfs_checks[i]) ? "on" : "off",
		       sysfs_checks[i]->summary);
}

/* sparse's own long options; any other "--" option is a mistake. */
static const char *const sparse_long_options[] = {
	"--arch=", "--os=", "--param", NULL
};

static int is_sparse_long_option(const char *arg)
{
	int i;

	for (i = 0; sparse_long_options[i]; i++)
		if (!strncmp(arg, sparse_long_options[i],
			     strlen(sparse_long_options[i])))
			return 1;
	return 0;
}

/* -W[no-]sysfs-<name>: returns 1 if @arg was one. */
static int check_switch(const char *arg)
{
	const struct sysfs_check *check;
	const char *name;
	int on = 1;

	if (strncmp(arg, "-W", 2))
		return 0;
	name = arg + 2;
	if (!strncmp(name, "no-", 3)) {
		name += 3;
		on = 0;
	}
	if (strncmp(name, "sysfs-", 6))
		return 0;
	check = check_by_name(name);
	if (!check)
		usage_error("unknown check '%s'", name);
	check_enable(check, on);
	return 1;
}

/* Take sysfscheck's options out of argv; what is left is sparse's. */
static int own_options(int argc, char **argv)
{
	int i, out = 1;

	for (i = 1; i < argc; i++) {
		char *arg = argv[i];

		if (check_switch(arg))
			continue;
		if (!strcmp(arg, "--exit-code")) {
			opt_exit_code = 1;
			continue;
		}
		if (!strcmp(arg, "--help") || !strcmp(arg, "-h")) {
			print_help(stdout);
			exit(EXIT_ANALYSED);
		}
		if (!strcmp(arg, "--version")) {
			printf("sysfscheck %s (sparse %s)\n",
			       SYSFSCHECK_VERSION, sparse_version);
			exit(EXIT_ANALYSED);
		}
		if (!strcmp(arg, "--list-checks")) {
			list_checks();
			exit(EXIT_ANALYSED);
		}
		if (!strncmp(arg, "--", 2) && arg[2] &&
		    !is_sparse_long_option(arg))
			usage_error("unknown option '%s'", arg);
		argv[out++] = arg;
	}
	argv[out] = NULL;
	return out;
}

static int wants_ir(struct sysfs_index *idx, struct symbol *fn)
{
	int i;

	for (i = 0; sysfs_checks[i]; i++) {
		const struct sysfs_check *c = sysfs_checks[i];

		if (check_enabled(c) && c->function_ir && c->wants_ir &&
		    c->wants_ir(idx, fn))
			return 1;
	}
	return 0;
}

static void run_checks(struct sysfs_index *idx)
{
	const struct sysfs_check *enabled[64];
	struct sysfs_data *data;
	struct symbol *fn;
	int i, n = 0;

	for (i = 0; sysfs_checks[i] && n < (int)ARRAY_SIZE(enabled); i++)
		if (check_enabled(sysfs_checks[i]))
			enabled[n++] = sysfs_checks[i];

	for (i = 0; i < n; i++)
		if (enabled[i]->file_begin)
			enabled[i]->file_begin(idx);
	FOR_EACH_PTR(idx->data, data) {
		for (i = 0; i < n; i++)
			if (enabled[i]->data)
				enabled[i]->data(idx, data);
	} END_FOR_EACH_PTR(data);
	FOR_EACH_PTR(idx->functions, fn) {
		for (i = 0; i < n; i++)
			if (enabled[i]->function)
				enabled[i]->function(idx, fn);
	} END_FOR_EACH_PTR(fn);

	/* Expansion rewrites the tree: every AST hook has run by now. */
	FOR_EACH_PTR(idx->functions, fn) {
		struct entrypoint *ep;

		if (!wants_ir(idx, fn))
			continue;
		expand_symbol(fn);
		ep = linearize_symbol(fn);
		if (!ep)
			continue;
		for (i = 0; i < n; i++)
			if (enabled[i]->function_ir &&
			    (!enabled[i]->wants_ir || enabled[i]->wants_ir(idx, fn)))
				enabled[i]->function_ir(idx, fn, ep);
	} END_FOR_EACH_PTR(fn);

	for (i = 0; i < n; i++)
		if (enabled[i]->file_end)
			enabled[i]->file_end(idx);
}

static int check_file(char *file)
{
	struct sparse_messages msgs;
	struct symbol_list *syms;
	struct sysfs_index *idx;
	char why[512];

	if (input_usable(file, why, sizeof(why))) {
		fprintf(stderr, "sysfscheck: error: %s\n", why);
		return EXIT_UNUSABLE;
	}

	capture_begin(file);
	syms = sparse(file);
	idx = index_build(file, syms);
	run_checks(idx);
	capture_end(&msgs);

	diag_flush();
	index_free(idx);
	free(msgs.text);

	if (msgs.errors) {
		fprintf(stderr, "%s: error: not analysed: %s (%u parse error%s)\n",
			msgs.where, msgs.first_error, msgs.errors,
			msgs.errors == 1 ? "" : "s");
		return EXIT_UNUSABLE;
	}
	return EXIT_ANALYSED;
}

int main(int argc, char **argv)
{
	struct string_list *files = NULL;
	int status = EXIT_ANALYSED;
	char *file;

	argc = own_options(argc, argv);
	sparse_initialize(argc, argv, &files);
	sysfs_model_init();

	if (!files) {
		fprintf(stderr, "sysfscheck: error: no input files (try --help)\n");
		return EXIT_UNUSABLE;
	}

	FOR_EACH_PTR(files, file) {
		int s = check_file(file);

		if (s > status)
			status = s;
	} END_FOR_EACH_PTR(file);

	if (status == EXIT_ANALYSED && opt_exit_code && diag_total())
		status = EXIT_FINDINGS;
	return status;
}
