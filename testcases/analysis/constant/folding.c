/*
 * Constants folded without expanding the tree: macros of the kernel,
 * casts that convert, comparisons, strlen() of a literal; anything read
 * from a variable is not a constant.
 *
 * check-options: --debug-analysis
 */
#include <linux/kernel.h>
#include <linux/stat.h>
#include <linux/string.h>
#include "../probes.h"

enum { THREE = 3 };

void constants(int x)
{
	__sysfscheck_constant(PAGE_SIZE - 1);		// warn: sysfs-analysis "constant: 4095"
	__sysfscheck_constant(S_IRUGO | S_IWUSR);	// warn: sysfs-analysis "constant: 420"
	__sysfscheck_constant(THREE * 2 - 7);		// warn: sysfs-analysis "constant: -1"
	__sysfscheck_constant((unsigned char)0x1ff);	// warn: sysfs-analysis "constant: 255"
	__sysfscheck_constant((signed char)0xff);	// warn: sysfs-analysis "constant: -1"
	__sysfscheck_constant((bool)4);			// warn: sysfs-analysis "constant: 1"
	__sysfscheck_constant(sizeof(long) > 4 ? 8 : 4);	// warn: sysfs-analysis "constant: 8"
	__sysfscheck_constant(0 && x);			// warn: sysfs-analysis "constant: 0"
	__sysfscheck_constant(strlen("1.0"));		// warn: sysfs-analysis "constant: 3"
	__sysfscheck_constant(ARRAY_SIZE("abcd"));	// warn: sysfs-analysis "constant: 5"
	__sysfscheck_constant(x + 1);			// warn: sysfs-analysis "constant: none"
	__sysfscheck_constant(10 / 0);			// warn: sysfs-analysis "constant: none"
}
