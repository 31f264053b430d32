// SPDX-License-Identifier: MIT
/*
 * AddressSanitizer reports, attributed. The kernel half says what it is
 * doing (walking a NULL-terminated list, running a driver's show()); when
 * AddressSanitizer catches a bad access meanwhile, the report becomes a
 * finding of the matching check, pointing at the driver's line:
 *
 *   a read past the end of a list being walked  -> sysfs-attr-terminator,
 *       at the definition of the array (the global the read ran off), or
 *       for an array from the heap, at the driver's allocation call;
 *   a write past show()'s page                  -> sysfs-show-bound, at
 *       the driver's line that wrote.
 *
 * Programs are built with -fsanitize-recover=address and run with
 * halt_on_error=0, so the run goes on: the walk stops at the bad entry and
 * show()'s write lands in the poisoned guard page.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <sanitizer/asan_interface.h>
#include <sanitizer/common_interface_defs.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "host.h"

static struct ref_context *current;

const char *__asan_default_options(void)
{
	return "halt_on_error=0:detect_leaks=0:print_summary=0";
}

void ref_context_enter(struct ref_context *ctx, enum ref_activity activity,
		       const void *what, const char *how)
{
	ctx->activity = activity;
	ctx->what = what;
	ctx->how = how;
	ctx->faulted = 0;
	ctx->outer = current;
	current = ctx;
}

void ref_context_leave(struct ref_context *ctx)
{
	current = ctx->outer;
}

int init_module(void) __attribute__((weak));

const char *host_driver_file(void)
{
	static const char *file;
	int line;

	if (!file && !(init_module &&
		       host_function_place((const void *)init_module, &file, &line)))
		file = "?";
	return file;
}

/* The driver's frame: the first whose line is in the driver's file. */
static int driver_frame(const char *report, const char **file, int *line)
{
	const char *p = report, *driver = host_driver_file();

	while ((p = strstr(p, "    #"))) {
		unsigned long pc;
		int n;

		if (sscanf(p, " #%d 0x%lx", &n, &pc) == 2 &&
		    host_code_place((const void *)(n ? pc - 1 : pc), file, line) &&
		    !strcmp(*file, driver))
			return 1;
		p += 5;
	}
	return 0;
}

/* What the list being walked holds, from how it is walked. */
static const char *list_noun(const char *how)
{
	if (strstr(how, "bin_attrs"))
		return "binary attribute array";
	if (strstr(how, "groups"))
		return "attribute group array";
	return "attribute array";
}

static void on_report(const char *report)
{
	const char *kind = "", *p;
	char what[128] = "", msg[1024];
	unsigned long addr = 0;
	const char *file;
	int line, write;

	p = strstr(report, "AddressSanitizer: ");
	if (p) {
		sscanf(p + strlen("AddressSanitizer: "), "%127s", what);
		kind = what;
	}
	p = strstr(report, " on address 0x");
	if (p)
		addr = strtoul(p + strlen(" on address "), NULL, 16);
	write = strstr(report, "WRITE of size") != NULL;

	if (current && current->activity == REF_WALK && !write && addr) {
		snprintf(msg, sizeof(msg),
			 "%s '%s' has no NULL terminator: sysfs read past its end walking %s",
			 list_noun(current->how),
			 ref_data_name((const void *)(addr - 1)), current->how);
		current->faulted = 1;
		if (host_data_place((const void *)(addr - 1), &file, &line)) {
			host_report_at("sysfs-attr-terminator", file, line, msg);
			return;
		}
		/* An array from the heap: where the driver allocated it. */
		p = strstr(report, "allocated by thread");
		if (p && driver_frame(p, &file, &line)) {
			snprintf(msg, sizeof(msg),
				 "%s allocated here has no NULL terminator: sysfs read past its end walking %s",
				 list_noun(current->how), current->how);
			host_report_at("sysfs-attr-terminator", file, line, msg);
			return;
		}
	}
	if (current && current->activity == REF_SHOW && write &&
	    driver_frame(report, &file, &line)) {
		snprintf(msg, sizeof(msg),
			 "show() '%s' of '%s' writes past the end of its page (%s)",
			 ref_function_name(current->what), current->how, kind);
		current->faulted = 1;
		host_report_at("sysfs-show-bound", file, line, msg);
		return;
	}
	/* Anything else is a bug of its own: show where it happened. */
	if (!driver_frame(report, &file, &line)) {
		file = host_driver_file();
		line = 0;
	}
	snprintf(msg, sizeof(msg), "AddressSanitizer: %s (%s access)", kind,
		 write ? "write" : "read");
	host_report_at("sysfsref-asan", file, line, msg);
	if (getenv("SYSFSREF_ASAN_REPORTS"))
		fputs(report, stderr);
}

void host_asan_init(void)
{
	int fd;

	__asan_set_error_report_callback(on_report);
	/*
	 * The report itself goes to the callback; keep the terminal quiet
	 * unless asked.
	 */
	if (!getenv("SYSFSREF_ASAN_REPORTS")) {
		fd = open("/dev/null", O_WRONLY | O_CLOEXEC);
		if (fd >= 0)
			__sanitizer_set_report_fd((void *)(long)fd);
	}
}
