// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: sprintf() of a char array longer than the page
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

#define TRACE_LEN 6000

struct tracer {
	char trace[TRACE_LEN];
};

static ssize_t trace_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct tracer *t = dev_get_drvdata(dev);

	return sprintf(buf, "%s\n", t->trace);	/* warn(sysfscheck): sysfs-show-bound "up to 6001 bytes" -- %s of a 6000-byte array member; the array's size is a value fact */
}
static DEVICE_ATTR_RO(trace);

static struct attribute *tracer_attrs[] = {
	&dev_attr_trace.attr,
	NULL,
};
ATTRIBUTE_GROUPS(tracer);
MODULE_LICENSE("GPL");
