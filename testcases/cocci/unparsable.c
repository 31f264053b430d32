/*
 * A driver with code spatch cannot parse: sysfscheck-cocci must say that
 * mode_show() (it uses sysfs) was not analysed, and stay quiet about
 * helper(), which does not.
 */
#include <linux/device.h>
#include <linux/sysfs.h>

#define WEIRD(a, b) ((a) + (b))

static ssize_t mode_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	int x = WEIRD(1 2) + ;

	return sysfs_emit(buf, "%d\n", x);
}
static DEVICE_ATTR_RO(mode);

static int helper(int v)
{
	return v * +;
}
