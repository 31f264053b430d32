// SPDX-License-Identifier: MIT
/*
 * sysfsref: browse a driver's sysfs tree as on a real /sys. The driver is
 * linked into this program with the reference implementation; "load" runs
 * its module init (for a platform driver: registration and probe), "rm"
 * unloads it. Run-time findings are printed on standard error as they
 * happen, as "file:line: runtime: message [sysfs-check]".
 *
 * Commands are read from standard input: typed at a prompt, or a script
 * (each command is then echoed after "$ ", which makes a transcript).
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "host.h"

static const char *prog = "sysfsref";
static int usage_errors;

static void help(void)
{
	puts("commands:\n"
	     "  load | insmod           run the driver's module init (and probe)\n"
	     "  rm | rmmod | unload     run its module exit\n"
	     "  ls [-R] [PATH]          list a directory (-R: the whole subtree)\n"
	     "  tree [PATH]             same as ls -R\n"
	     "  cd PATH, pwd\n"
	     "  cat PATH                read an attribute or binary file\n"
	     "  echo [-n] TEXT > PATH   write TEXT (and a newline, unless -n)\n"
	     "  readlink PATH           where a link points\n"
	     "  fill PATH SIZE [BYTE]   write SIZE bytes to a binary file\n"
	     "  open PATH               open a file; prints its descriptor\n"
	     "  read FD, write FD TEXT, close FD\n"
	     "  fail FUNC [N]           make the Nth next call of FUNC fail (-ENOMEM)\n"
	     "  uevents                 the KOBJ_ADD uevents sent since the last uevents\n"
	     "  help, exit\n"
	     "PATH is /sys/... or relative to the current directory.");
}

static void failed(const char *cmd, const char *arg, int err)
{
	fflush(stdout);
	if (arg)
		printf("%s: %s: %s\n", cmd, arg, ref_strerror(err));
	else
		printf("%s: %s\n", cmd, ref_strerror(err));
}

static void usage(const char *what)
{
	printf("%s: %s (try help)\n", prog, what);
	usage_errors++;
}

#define MAX_ARGS 64

static int split(char *line, char **argv)
{
	int argc = 0;
	char *p = line;

	while (*p && argc < MAX_ARGS - 1) {
		while (*p == ' ' || *p == '\t')
			p++;
		if (!*p)
			break;
		if (*p == '"' || *p == '\'') {
			char quote = *p++;

			argv[argc++] = p;
			while (*p && *p != quote)
				p++;
		} else {
			argv[argc++] = p;
			while (*p && *p != ' ' && *p != '\t')
				p++;
		}
		if (*p)
			*p++ = '\0';
	}
	argv[argc] = NULL;
	return argc;
}

/* "echo [-n] WORDS... > PATH": the text and the path. */
static int echo_args(int argc, char **argv, char *text, size_t size,
		     const char **path)
{
	int i = 1, newline = 1;

	if (argc > 1 && !strcmp(argv[1], "-n")) {
		newline = 0;
		i++;
	}
	text[0] = '\0';
	for (; i < argc && strcmp(argv[i], ">"); i++) {
		if (text[0])
			strncat(text, " ", size - strlen(text) - 1);
		strncat(text, argv[i], size - strlen(text) - 1);
	}
	if (i + 2 != argc)
		return -1;
	*path = argv[i + 1];
	if (newline)
		strncat(text, "\n", size - strlen(text) - 1);
	return 0;
}

static void run(int argc, char **argv)
{
	const char *cmd = argv[0], *path;
	static char text[8192];
	int err = 0;

	if (!strcmp(cmd, "help")) {
		help();
	} else if (!strcmp(cmd, "load") || !strcmp(cmd, "insmod")) {
		err = ref_load();
		if (err)
			failed(cmd, NULL, err);
	} else if (!strcmp(cmd, "rm") || !strcmp(cmd, "rmmod") ||
		   !strcmp(cmd, "unload")) {
		err = ref_unload();
		if (err)
			failed(cmd, NULL, err);
	} else if (!strcmp(cmd, "ls") || !strcmp(cmd, "tree")) {
		int recursive = !strcmp(cmd, "tree");

		if (argc > 1 && !strcmp(argv[1], "-R")) {
			recursive = 1;
			argv++;
			argc--;
		}
		err = ref_ls(argc > 1 ? argv[1] : ".", recursive);
		if (err)
			failed(cmd, argc > 1 ? argv[1] : ".", err);
	} else if (!strcmp(cmd, "cd")) {
		err = ref_cd(argc > 1 ? argv[1] : "/sys");
		if (err)
			failed(cmd, argv[1], err);
	} else if (!strcmp(cmd, "pwd")) {
		puts(ref_cwd());
	} else if (!strcmp(cmd, "cat") && argc == 2) {
		err = ref_cat(argv[1]);
		if (err)
			failed(cmd, argv[1], err);
	} else if (!strcmp(cmd, "readlink") && argc == 2) {
		err = ref_readlink(argv[1]);
		if (err)
			failed(cmd, argv[1], err);
	} else if (!strcmp(cmd, "echo")) {
		if (echo_args(argc, argv, text, sizeof(text), &path)) {
			usage("echo needs '> PATH' at the end");
			return;
		}
		err = ref_write(path, text, strlen(text));
		if (err)
			failed("write error", path, err);
	} else if (!strcmp(cmd, "fill") && (argc == 3 || argc == 4)) {
		err = ref_fill(argv[1], strtoul(argv[2], NULL, 0),
			       argc == 4 ? (int)strtol(argv[3], NULL, 0) : 0);
		if (err)
			failed(cmd, argv[1], err);
	} else if (!strcmp(cmd, "open") && argc == 2) {
		int fd = ref_open(argv[1]);

		if (fd < 0)
			failed(cmd, argv[1], fd);
		else
			printf("fd %d\n", fd);
	} else if (!strcmp(cmd, "read") && argc == 2) {
		err = ref_fd_read(atoi(argv[1]));
		if (err)
			failed(cmd, argv[1], err);
	} else if (!strcmp(cmd, "write") && argc >= 3) {
		int i;

		text[0] = '\0';
		for (i = 2; i < argc; i++) {
			if (i > 2)
				strncat(text, " ", sizeof(text) - strlen(text) - 1);
			strncat(text, argv[i], sizeof(text) - strlen(text) - 1);
		}
		strncat(text, "\n", sizeof(text) - strlen(text) - 1);
		err = ref_fd_write(atoi(argv[1]), text, strlen(text));
		if (err)
			failed(cmd, argv[1], err);
	} else if (!strcmp(cmd, "close") && argc == 2) {
		err = ref_close(atoi(argv[1]));
		if (err)
			failed(cmd, argv[1], err);
	} else if (!strcmp(cmd, "uevents") && argc == 1) {
		ref_uevents();
	} else if (!strcmp(cmd, "fail") && (argc == 2 || argc == 3)) {
		host_fail(argv[1], argc == 3 ? atoi(argv[2]) : 1);
	} else {
		char what[300];

		snprintf(what, sizeof(what), "unknown command or arguments: '%s'", cmd);
		usage(what);
	}
}

int main(int argc, char **argv)
{
	int interactive = isatty(0), exit_code = 0, i;
	char *line = NULL;
	size_t cap = 0;

	prog = argv[0] && strrchr(argv[0], '/') ? strrchr(argv[0], '/') + 1 : argv[0];
	setvbuf(stdout, NULL, _IOLBF, 0);
	host_asan_init();
	host_debuginfo_init();
	ref_boot();

	for (i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--load")) {
			int err = ref_load();

			if (err)
				failed("load", NULL, err);
		} else if (!strcmp(argv[i], "--exit-code")) {
			exit_code = 1;
		} else if (!strcmp(argv[i], "--help")) {
			printf("usage: %s [--load] [--exit-code] < script\n", prog);
			help();
			return 0;
		} else {
			fprintf(stderr, "%s: error: unknown option '%s'\n", prog, argv[i]);
			return 2;
		}
	}
	if (interactive)
		printf("sysfsref: %s (%s API); 'help' lists the commands\n",
		       prog, ref_api_legacy() ? "2.6" : "current");

	for (;;) {
		char *args[MAX_ARGS], *p;
		ssize_t n;

		if (interactive) {
			printf("%s# ", ref_cwd());
			fflush(stdout);
		}
		n = getline(&line, &cap, stdin);
		if (n < 0)
			break;
		if (n && line[n - 1] == '\n')
			line[--n] = '\0';
		for (p = line; *p == ' ' || *p == '\t'; p++)
			;
		if (!*p || *p == '#')
			continue;
		if (!interactive)
			printf("$ %s\n", p);
		if (!strcmp(p, "exit") || !strcmp(p, "quit"))
			break;
		n = split(p, args);
		if (n)
			run(n, args);
	}
	free(line);
	if (usage_errors)
		return 2;
	return exit_code && host_findings() ? 1 : 0;
}
