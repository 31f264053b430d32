/* SPDX-License-Identifier: MIT */
/*
 * The checks' documentation pages (docs/checks/<check>.md), found next to
 * the program both in the source tree and where `make install` puts them,
 * so that --explain and SARIF's rule help need no configuration.
 */
#ifndef DOCS_H
#define DOCS_H

/* The page of @check ("sysfs-leak") as a malloc'ed string, or NULL. */
char *docs_page(const char *check);

/* The directories searched, ':'-separated, for error messages. */
const char *docs_search_path(void);

/* The first paragraph of a page's body (malloc'ed), or NULL. */
char *docs_summary(const char *page);

#endif
