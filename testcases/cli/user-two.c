// SPDX-License-Identifier: GPL-2.0
#include "shared.h"

static const struct attribute_group two_group = {
	.attrs = shared_attrs,
};

const struct attribute_group *two(void)
{
	return &two_group;
}
