/* SPDX-License-Identifier: MIT */
/* The host half's own interfaces (C library side). */
#ifndef SYSFSREF_HOST_H
#define SYSFSREF_HOST_H

#include "ref.h"

void host_debuginfo_init(void);
int host_code_place(const void *pc, const char **file, int *line);
int host_function_place(const void *fn, const char **file, int *line);
int host_data_place(const void *addr, const char **file, int *line);

void host_asan_init(void);
void host_report_at(const char *check, const char *file, int line,
		    const char *msg);
int host_findings(void);
void host_fail(const char *fn, int nth);

/* The source file of the driver under test, for picking its frames. */
const char *host_driver_file(void);

#endif

