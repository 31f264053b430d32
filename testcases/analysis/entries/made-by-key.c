/*
 * Entries (entries.h): an object made by a function whose remove finds it
 * by a key (device_create() and device_destroy(class, devt)), stored in a
 * variable or a local; the remove by that key.
 *
 * check-options: --debug-analysis
 */
#include <linux/device.h>
#include <linux/kdev_t.h>
#include "../probes.h"

static struct class *meter_class;
static struct device *meter_dev;

static int make(dev_t devt)
{
	struct device *dev = device_create(meter_class, NULL, devt, NULL, "m");

	meter_dev = device_create(meter_class, NULL, MKDEV(10, 1), NULL, "n");
	__sysfscheck_entries();	/* warn: sysfs-analysis "entry: made <device> by device_create(.. <devt> ..) at line 17" warn: sysfs-analysis "entry: made meter_dev by device_create(.. " */
	return dev != meter_dev;
}

static void unmake(dev_t devt)
{
	device_destroy(meter_class, devt);
	__sysfscheck_entries();	// warn: sysfs-analysis "entry: delete device_destroy(.. <devt>) at line 26"
}
