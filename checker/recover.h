/* SPDX-License-Identifier: MIT */
/*
 * What is kept of a file sparse could not parse: findings in definitions
 * free of parse errors are reported; findings in a definition that holds
 * an error line are dropped, since sparse's recovery may have left that
 * definition half-read.
 */
#ifndef RECOVER_H
#define RECOVER_H

#include "lib.h"
#include "symbol.h"

/*
 * Drop the pending findings that lie in a top-level definition of @syms
 * (headers included) spanning a line of an error in @messages (sparse's
 * captured output, "file:line:col: error: ..." lines). Returns how many
 * were dropped.
 */
unsigned int recover_drop_broken(struct symbol_list *syms, const char *messages);

#endif
