// SPDX-License-Identifier: GPL-2.0
#include <linux/no-such-header.h>

static struct attribute *attrs[] = { &dev_attr_x.attr };
