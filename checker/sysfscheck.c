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
 * input that could not be analysed. Under Kbuild (a -DKBUILD_BASENAME=
 * option) input that could not be analysed is still reported in one line,
 * but exits 0 unless --exit-code was given.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "checks.h"
#include "diag.h"
#include "docs.h"
#include "expression.h"
#include "findings-in.h"
#include "guard.h"
#include "input.h"
#include "lib.h"
#include "linearize.h"
#include "output.h"
#include "prefilter.h"
#include "probe.h"
#include "recover.h"
#include "sparse-checks.h"
#include "suppress.h"
#include "sysfs-index.h"
#include "sysfs-model.h"
#include "token.h"
#include "version.h"

enum {
	EXIT_ANALYSED = 0,
	EXIT_FINDINGS = 1,
	EXIT_UNUSABLE = 2,
};

static int opt_exit_code;
static int opt_sparse;			/* also sparse's own warnings */
static int opt_sparse_error;		/* -Wsparse-error, under --sparse */
static int opt_read_findings;		/* inputs are logs, not C */
/* Skip files naming no sysfs API; -1: only under Kbuild. */
static int opt_prefilter = -1;
static int opt_print_prefilter;		/* say what it decides, parse nothing */
static int opt_list_checks;
static int opt_debug_analysis;		/* run the probes (probe.h) */
static int opt_kbuild;			/* run by Kbuild: never fail the build */
static const char *opt_engine = "sysfscheck";
static unsigned int opt_time_limit = 300;	/* seconds per file; 0: none */
/* -W[no-]sysfs-<name> options naming no check, judged once Kbuild is known. */
static const char *unknown_switches[16];
static unsigned int nr_unknown_switches;

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
"  -Wsysfs-all, -Wno-sysfs-all\n"
"                       enable (disable) every check; later options win\n"
"  --level=LEVEL        show findings of LEVEL and above: bug (bites with\n"
"                       the code in the tree), hardening (bites when a\n"
"                       value from outside the kernel is large; default)\n"
"                       or style (the API's rule, no behaviour)\n"
"  --exit-code          exit 1 when something was found (for CI)\n"
"  --sparse             also report sparse's own warnings (one pass)\n"
"  --format=FORMAT      gcc (default, on stderr), json (JSON Lines) or\n"
"                       sarif (SARIF 2.1.0), both on stdout\n"
"  --output=FILE        append the findings to FILE instead\n"
"  --baseline=FILE      do not report the findings FILE lists\n"
"  --write-baseline=FILE  append every finding to FILE, as a baseline\n"
"  --list-suppressed    also report the findings inline suppressions\n"
"                       (/* sysfscheck: ignore CHECK -- why */) hold back\n"
"  --explain=CHECK      print the documentation of a check\n"
"  --list-checks        list the checks and whether they are on\n"
"  --read-findings      the inputs are logs of findings (any engine's\n"
"                       gcc-style lines, or JSON Lines) to convert\n"
"  --engine=NAME        with --read-findings: the engine of the log\n"
"  --srcroot=DIR        SARIF: the working directory stands for DIR\n"
"  --prefilter          do not parse a file whose text (and quoted\n"
"                       headers) names no sysfs API (default under Kbuild)\n"
"  --no-prefilter       parse every file\n"
"  --print-api-pattern  the prefilter's words as a grep -E pattern\n"
"  --print-prefilter    per file, whether the prefilter would parse it and\n"
"                       the first word that made it (nothing is checked)\n"
"  --time-limit=SECONDS give up on a file after SECONDS (default 300,\n"
"                       0: no limit)\n"
"  --debug-analysis     print on stderr what the analyses conclude at each\n"
"                       __sysfscheck_*() probe call (for their tests)\n"
"  --help, --version\n"
"\n"
"Exit status: 0 analysed (findings are warnings), 1 findings with\n"
"--exit-code, 2 usage error or input that could not be analysed (0 for\n"
"such input under Kbuild, without --exit-code). Under Kbuild (a\n"
"-DKBUILD_BASENAME= option) an unknown check in -W is a warning, not an\n"
"error.\n");
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

/*
 * -W[no-]sysfs-<name> and -W[no-]sysfs-all: returns 1 if @arg was one.
 * An unknown name is kept for unknown_switches_report().
 */
static int check_switch(const char *arg)
{
	const struct sysfs_check *check;
	const char *name;
	int on = 1, i;

	if (strncmp(arg, "-W", 2))
		return 0;
	name = arg + 2;
	if (!strncmp(name, "no-", 3)) {
		name += 3;
		on = 0;
	}
	if (strncmp(name, "sysfs-", 6))
		return 0;
	if (!strcmp(name, "sysfs-all")) {
		for (i = 0; sysfs_checks[i]; i++)
			check_enable(sysfs_checks[i], on);
		return 1;
	}
	check = check_by_name(name);
	if (check)
		check_enable(check, on);
	else if (nr_unknown_switches < ARRAY_SIZE(unknown_switches))
		unknown_switches[nr_unknown_switches++] = arg;
	return 1;
}

/*
 * gcc and sparse ignore -W options they do not know, so that a build
 * passing one to every tool keeps going: under Kbuild a misspelt check is
 * a warning; on the command line an error (exit 2).
 */
static void unknown_switches_report(void)
{
	unsigned int i;

	for (i = 0; i < nr_unknown_switches; i++) {
		const char *arg = unknown_switches[i];
		const char *name = arg + (strncmp(arg, "-Wno-", 5) ? 2 : 5);
		const char *near = check_suggest(name);

		fprintf(stderr, "sysfscheck: %s: unknown check '%s' in '%s'%s%s%s%s\n",
			opt_kbuild ? "warning" : "error", name, arg,
			near ? "; did you mean '" : "", near ? near : "",
			near ? "'?" : "",
			opt_kbuild ? " (ignored; see --list-checks)" :
				     " (see --list-checks)");
	}
	if (nr_unknown_switches && !opt_kbuild)
		exit(EXIT_UNUSABLE);
}

static void explain(const char *name)
{
	char prefixed[128];
	char *page;

	if (!check_by_name(name)) {
		snprintf(prefixed, sizeof(prefixed), "sysfs-%s", name);
		if (!check_by_name(prefixed))
			usage_error("unknown check '%s'", name);
		name = prefixed;
	}
	page = docs_page(name);
	if (!page) {
		fprintf(stderr,
			"sysfscheck: error: no documentation page for '%s' (looked for %s.md in %s)\n",
			name, name, docs_search_path());
		exit(EXIT_UNUSABLE);
	}
	fputs(page, stdout);
	free(page);
	exit(EXIT_ANALYSED);
}

static void setting_failed(int failed, const char *why)
{
	if (failed) {
		fprintf(stderr, "sysfscheck: error: %s\n", why);
		exit(EXIT_UNUSABLE);
	}
}

static void set_format(const char *v)
{
	if (output_set_format(v))
		usage_error("unknown format '%s' (gcc, json or sarif)", v);
}

static void set_output(const char *v)
{
	char why[512];

	setting_failed(output_set_file(v, why, sizeof(why)), why);
}

static void set_baseline(const char *v)
{
	char why[512];

	setting_failed(output_load_baseline(v, why, sizeof(why)), why);
}

static void set_write_baseline(const char *v)
{
	char why[512];

	setting_failed(output_set_baseline_out(v, why, sizeof(why)), why);
}

static void set_engine(const char *v)
{
	opt_engine = v;
}

static void set_srcroot(const char *v)
{
	char why[512];

	setting_failed(output_set_srcroot(v, why, sizeof(why)), why);
}

static void set_level(const char *v)
{
	enum finding_level level = level_by_name(v, strlen(v));

	if (!level)
		usage_error("unknown level '%s' (bug, hardening or style)", v);
	output_set_level(level);
}

static void set_time_limit(const char *v)
{
	char *end;
	unsigned long n = strtoul(v, &end, 10);

	if (!*v || *end || n > 86400)
		usage_error("bad time limit '%s' (seconds, 0 to 86400)", v);
	opt_time_limit = n;
}

/* Options with a value, as "--name=value" or "--name value". */
static const struct {
	const char *name;
	void (*set)(const char *value);
} value_options[] = {
	{ "--format", set_format },
	{ "--output", set_output },
	{ "--baseline", set_baseline },
	{ "--write-baseline", set_write_baseline },
	{ "--explain", explain },
	{ "--engine", set_engine },
	{ "--srcroot", set_srcroot },
	{ "--time-limit", set_time_limit },
	{ "--level", set_level },
};

/* Returns how many arguments @argv[i] (and its value) took, or 0. */
static int value_option(int argc, char **argv, int i)
{
	unsigned int k;

	for (k = 0; k < ARRAY_SIZE(value_options); k++) {
		size_t len = strlen(value_options[k].name);

		if (strncmp(argv[i], value_options[k].name, len))
			continue;
		if (argv[i][len] == '=') {
			value_options[k].set(argv[i] + len + 1);
			return 1;
		}
		if (argv[i][len])
			continue;
		if (i + 1 >= argc)
			usage_error("option '%s' needs a value", argv[i]);
		value_options[k].set(argv[i + 1]);
		return 2;
	}
	return 0;
}

/* Take sysfscheck's options out of argv; what is left is sparse's. */
static int own_options(int argc, char **argv)
{
	int i, out = 1;

	for (i = 1; i < argc; i++) {
		char *arg = argv[i];
		int took;

		if (check_switch(arg))
			continue;
		if (!strcmp(arg, "--exit-code")) {
			opt_exit_code = 1;
			continue;
		}
		if (!strcmp(arg, "--sparse")) {
			opt_sparse = 1;
			continue;
		}
		if (!strcmp(arg, "--prefilter") ||
		    !strcmp(arg, "--no-prefilter")) {
			opt_prefilter = arg[2] != 'n';
			continue;
		}
		if (!strcmp(arg, "--print-prefilter")) {
			opt_print_prefilter = 1;
			continue;
		}
		if (!strcmp(arg, "--read-findings")) {
			opt_read_findings = 1;
			continue;
		}
		if (!strcmp(arg, "--list-suppressed")) {
			output_list_suppressed(1);
			continue;
		}
		if (!strcmp(arg, "--debug-analysis")) {
			opt_debug_analysis = 1;
			continue;
		}
		took = value_option(argc, argv, i);
		if (took) {
			i += took - 1;
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
		if (!strcmp(arg, "--print-api-pattern")) {
			prefilter_print_pattern();
			exit(EXIT_ANALYSED);
		}
		if (!strcmp(arg, "--list-checks")) {
			opt_list_checks = 1;
			continue;
		}
		if (!strncmp(arg, "--", 2) && arg[2] &&
		    !is_sparse_long_option(arg))
			usage_error("unknown option '%s'", arg);
		/* Kbuild defines KBUILD_BASENAME for every object it builds. */
		if (strstr(arg, "KBUILD_BASENAME=") &&
		    (!strncmp(arg, "-D", 2) ||
		     (i > 1 && !strcmp(argv[i - 1], "-D"))))
			opt_kbuild = 1;
		/* Where quoted includes are found, for the prefilter. */
		if (!strncmp(arg, "-I", 2) || !strncmp(arg, "-iquote", 7)) {
			const char *dir = arg + (arg[1] == 'I' ? 2 : 7);

			if (*dir)
				prefilter_add_dir(dir);
			else if (i + 1 < argc)
				prefilter_add_dir(argv[i + 1]);
		}
		argv[out++] = arg;
	}
	argv[out] = NULL;
	unknown_switches_report();
	if (opt_list_checks) {
		list_checks();
		exit(EXIT_ANALYSED);
	}
	return out;
}

static int wants_ir(struct sysfs_index *idx, struct symbol *fn)
{
	int i;

	for (i = 0; sysfs_checks[i]; i++) {
		const struct sysfs_check *c = sysfs_checks[i];

		if (check_enabled(c) && c->wants_ir && c->wants_ir(idx, fn))
			return 1;
	}
	return opt_debug_analysis && probe_check.wants_ir(idx, fn);
}

static int indexed_function(struct sysfs_index *idx, struct symbol *sym)
{
	struct symbol *fn;

	FOR_EACH_PTR(idx->functions, fn) {
		if (fn == sym)
			return 1;
	} END_FOR_EACH_PTR(fn);
	return 0;
}

/*
 * Under --sparse every symbol is expanded and linearized, as the sparse
 * program does, and sparse's checks run on each; the checks that want the
 * IR of a function get that same linearization.
 */
static void run_ir_everywhere(struct sysfs_index *idx)
{
	const struct sysfs_check *c;
	struct symbol *sym;
	int i;

	FOR_EACH_PTR(idx->symbols, sym) {
		struct entrypoint *ep;

		expand_symbol(sym);
		ep = linearize_symbol(sym);
		if (!ep || !ep->entry)
			continue;
		sparse_checks_run(ep);
		if (!indexed_function(idx, sym) || !wants_ir(idx, sym))
			continue;
		index_note_ir(idx, sym, ep);
		for (i = 0; sysfs_checks[i]; i++) {
			c = sysfs_checks[i];
			if (c->function_ir && check_enabled(c) &&
			    (!c->wants_ir || c->wants_ir(idx, sym)))
				c->function_ir(idx, sym, ep);
		}
	} END_FOR_EACH_PTR(sym);
}

static void run_checks(struct sysfs_index *idx)
{
	const struct sysfs_check *enabled[64];
	struct sysfs_data *data;
	struct symbol *fn;
	int i, n = 0;

	for (i = 0; sysfs_checks[i] && n < (int)ARRAY_SIZE(enabled) - 1; i++)
		if (check_enabled(sysfs_checks[i]))
			enabled[n++] = sysfs_checks[i];
	if (opt_debug_analysis)
		enabled[n++] = &probe_check;

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
	if (opt_sparse)
		run_ir_everywhere(idx);
	FOR_EACH_PTR(idx->functions, fn) {
		struct entrypoint *ep;

		if (opt_sparse || !wants_ir(idx, fn))
			continue;
		expand_symbol(fn);
		ep = linearize_symbol(fn);
		if (!ep)
			continue;
		index_note_ir(idx, fn, ep);
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
	/*
	 * Only sysfscheck's own checks: no sysfs word, no finding. By default
	 * only under Kbuild, where most files never touch sysfs; a file named
	 * by hand is parsed, so that errors in it are reported.
	 */
	if (opt_print_prefilter) {
		prefilter_print_verdict(file);
		return EXIT_ANALYSED;
	}
	if ((opt_prefilter < 0 ? opt_kbuild : opt_prefilter) && !opt_sparse &&
	    !opt_debug_analysis && !prefilter_wants(file))
		return EXIT_ANALYSED;

	guard_file_begin(file, opt_time_limit);
	capture_begin(file);
	syms = sparse(file);
	idx = index_build(file, syms);
	analyses_file_begin(idx);
	run_checks(idx);
	analyses_file_end(idx);
	capture_end(&msgs);
	if (msgs.errors)
		recover_drop_broken(syms, msgs.text);

	if (opt_sparse)
		sparse_messages_report(msgs.text);
	diag_flush();
	/* Only a file analysed whole can tell a suppression is unused. */
	if (!msgs.errors)
		suppress_report_unused(file);
	if (opt_debug_analysis)
		probe_flush(idx);
	index_free(idx);
	free(msgs.text);
	guard_file_end();

	if (msgs.errors) {
		fprintf(stderr, "%s: error: not analysed: %s (%u parse error%s)\n",
			msgs.where, msgs.first_error, msgs.errors,
			msgs.errors == 1 ? "" : "s");
		return EXIT_UNUSABLE;
	}
	return EXIT_ANALYSED;
}

/* --read-findings: every remaining argument is a log ("-": stdin). */
static int convert_logs(int argc, char **argv)
{
	char why[512];
	int i;

	output_engine(opt_engine);
	for (i = 1; i < argc; i++)
		if (argv[i][0] == '-' && argv[i][1])
			usage_error("'%s' is not a log file", argv[i]);
	for (i = 1; i < argc || i == 1; i++) {
		const char *path = i < argc ? argv[i] : "-";

		if (read_findings(path, opt_engine, why, sizeof(why)) < 0) {
			fprintf(stderr, "sysfscheck: error: %s\n", why);
			return EXIT_UNUSABLE;
		}
	}
	if (output_finish())
		return EXIT_UNUSABLE;
	return opt_exit_code && output_reported() ? EXIT_FINDINGS :
						   EXIT_ANALYSED;
}

/* sparse gave up: what was found so far still reaches the output. */
static void finish_on_fatal(const char *text)
{
	if (opt_sparse)
		sparse_messages_report(text);
	diag_flush();
	output_finish();
}

int main(int argc, char **argv)
{
	struct string_list *files = NULL;
	int status = EXIT_ANALYSED;
	char *file;

	guard_install(&files);
	argc = own_options(argc, argv);
	if (opt_read_findings)
		return convert_logs(argc, argv);
	sparse_initialize(argc, argv, &files);
	sysfs_model_init();
	/*
	 * sparse's warnings must stay warnings: as errors they would make
	 * the file look unparsable. Under --sparse the option still fails
	 * the run, below.
	 */
	opt_sparse_error = opt_sparse && Wsparse_error;
	Wsparse_error = 0;

	if (!files) {
		fprintf(stderr, "sysfscheck: error: no input files (try --help)\n");
		return EXIT_UNUSABLE;
	}

	output_engine("sysfscheck");
	if (opt_sparse)
		output_engine("sparse");
	capture_on_fatal(finish_on_fatal);
	/*
	 * Under Kbuild a file that cannot be analysed is reported, not
	 * failed: a non-zero status would break the build (and out of tree
	 * delete the object). --exit-code asks for the failure back.
	 */
	if (opt_kbuild && !opt_exit_code) {
		capture_fatal_status(EXIT_ANALYSED);
		guard_status(EXIT_ANALYSED);
	}
	FOR_EACH_PTR(files, file) {
		int s = check_file(file);

		if (s > status)
			status = s;
	} END_FOR_EACH_PTR(file);
	if (output_finish())
		status = EXIT_UNUSABLE;

	if (status == EXIT_UNUSABLE && opt_kbuild && !opt_exit_code)
		status = EXIT_ANALYSED;
	if (status == EXIT_ANALYSED && output_reported() &&
	    (opt_exit_code || opt_sparse_error))
		status = EXIT_FINDINGS;
	return status;
}
