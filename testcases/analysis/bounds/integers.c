/*
 * Integer bounds: constants, masks, remainders, shifts, narrow types,
 * locals and conditionals of such values.
 *
 * check-options: --debug-analysis
 */
#include <linux/types.h>
#include "../probes.h"

int read_reg(int reg);

void integers(int x, u8 byte, unsigned int v)
{
	int size = 2;
	int other = read_reg(0);

	if (x)
		size = 4;
	__sysfscheck_bound(x & 0xff);		// warn: sysfs-analysis "bound: at most 255"
	__sysfscheck_bound(v % 16);		// warn: sysfs-analysis "bound: at most 15"
	__sysfscheck_bound((v & 0xf0) >> 4);	// warn: sysfs-analysis "bound: at most 15"
	__sysfscheck_bound(byte);		// warn: sysfs-analysis "bound: at most 255"
	__sysfscheck_bound(x ? 7 : 12);		// warn: sysfs-analysis "bound: at most 12"
	__sysfscheck_bound(size);		// warn: sysfs-analysis "bound: at most 4"
	__sysfscheck_bound(other);		// warn: sysfs-analysis "bound: none"
	__sysfscheck_bound(x);			// warn: sysfs-analysis "bound: none"
}
