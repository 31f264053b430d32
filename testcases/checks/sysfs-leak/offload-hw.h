/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The offload device's helpers, defined elsewhere: the first two return
 * 0 or a negative errno. Used by silent-helper-status-tested-zero.c.
 */
#ifndef OFFLOAD_HW_H
#define OFFLOAD_HW_H

struct demo;

int demo_bring_up(struct demo *d);
int demo_activate(struct demo *d);
void demo_undo(struct demo *d);

#endif
