// SPDX-License-Identifier: GPL-2.0
/* Uses sysfs only through a local header: must not be skipped. */
#include "chip-sysfs.h"

CHIP_ENTRY(temp);
CHIP_ENTRY(volts);
CHIP_LIST(chip_list, &temp, &volts);

int chip_publish(chip_obj *k)
{
	return CHIP_PUBLISH(k, chip_list);
}
