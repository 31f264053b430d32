// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: loops whose count a header of the tree gives
 *
 * pktcdvd.c device_map_show(), led-class-flash.c flash_fault_show(): a
 * loop over MAX_WRITERS, which include/uapi/linux/pktcdvd.h defines (the
 * uapi half of the header the file includes), printing names of the
 * file's table; zynqmp.c shutdown_scope_show(): a loop over ARRAY_SIZE()
 * of a table whose rows are designated by an enum of
 * include/linux/firmware/xlnx-zynqmp.h. The rule reads the headers of
 * the tree the file includes (here include/ next to the file), one level
 * deep. A case of the rule alone: include/ here stands in for the
 * tree's, which the cases of sysfscheck cannot add to.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>
#include <linux/demo-flash.h>

static const char * const fault_names[] = {
	"led-over-voltage",
	"flash-timeout-exceeded",
	"controller-over-temperature",
	"controller-short-circuit",
	"led-power-supply-over-current",
	"indicator-led-fault",
	"led-under-voltage",
	"controller-under-voltage",
	"led-over-temperature",
};

static const char * const scope_names[] = {
	[DEMO_SCOPE_SUBSYSTEM] = "subsystem",
	[DEMO_SCOPE_PS_ONLY] = "ps_only",
	[DEMO_SCOPE_SYSTEM] = "system",
};

static ssize_t fault_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	unsigned long fault = (unsigned long)dev_get_drvdata(dev);
	char *pbuf = buf;
	int i;

	for (i = 0; i < DEMO_NUM_FAULTS; ++i)
		if (fault & (1 << i))
			pbuf += sprintf(pbuf, "%s ", fault_names[i]);
	return pbuf - buf;
}
static DEVICE_ATTR_RO(fault);

static ssize_t scope_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	int i;

	for (i = 0; i < ARRAY_SIZE(scope_names); i++) {
		strcat(buf, scope_names[i]);
		strcat(buf, " ");
	}
	strcat(buf, "\n");
	return strlen(buf);
}
static DEVICE_ATTR_RO(scope);

static struct attribute *demo_attrs[] = {
	&dev_attr_fault.attr,
	&dev_attr_scope.attr,
	NULL,
};
ATTRIBUTE_GROUPS(demo);
MODULE_LICENSE("GPL");
