// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: snprintf() sized by strlen() of a literal, too short, or of a variable
 *
 * strlen(literal) + 1 leaves no room for the newline: the text is cut and
 * snprintf() returns one more than it wrote. strlen() of a string the
 * driver can change is not a constant.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/pci.h>
#include <linux/string.h>
#include <linux/sysfs.h>

#define RAIDCTL_VERSION		"07.719.03.00-rc1"

static char raidctl_release[32] = "Sep 29, 2021";
module_param_string(release, raidctl_release, sizeof(raidctl_release), 0644);

static ssize_t version_show(struct device_driver *dd, char *buf)
{
	return snprintf(buf, strlen(RAIDCTL_VERSION) + 1, "%s\n",	/* warn(sysfscheck): sysfs-show-bound "returns what snprintf() returned" -- a driver attribute's show(struct device_driver *, char *) has one struct parameter; the rule takes a show() to have two, and it does not evaluate strlen() sizes */
			RAIDCTL_VERSION);
}
static DRIVER_ATTR_RO(version);

static ssize_t release_date_show(struct device_driver *dd, char *buf)
{
	return snprintf(buf, strlen(raidctl_release), "%s\n",	/* warn(sysfscheck): sysfs-show-bound "returns what snprintf() returned" -- a driver attribute's show(struct device_driver *, char *) has one struct parameter; the rule takes a show() to have two, and it does not evaluate strlen() sizes */
			raidctl_release);
}
static DRIVER_ATTR_RO(release_date);

static struct attribute *raidctl_drv_attrs[] = {
	&driver_attr_version.attr,
	&driver_attr_release_date.attr,
	NULL,
};
ATTRIBUTE_GROUPS(raidctl_drv);

static struct pci_driver raidctl_driver = {
	.name = "raidctl",
	.driver.groups = raidctl_drv_groups,
};
module_pci_driver(raidctl_driver);

MODULE_LICENSE("GPL");
