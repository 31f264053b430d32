/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The pad's hardware helpers, defined elsewhere: each returns 0 or a
 * negative errno. Used by silent-status-reset-after-fallback.c and
 * warn-status-reset-then-fails.c.
 */
#ifndef PAD_HW_H
#define PAD_HW_H

struct device;

int pad_hw_start(struct device *dev);
int pad_ff_config(struct device *dev, int *gain);
int pad_ff_init(struct device *dev, int gain);
int pad_calibrate(struct device *dev);

#endif
