// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: loops the rule counts: a test of the counter in the body, a step of two parts, a table indexed by a member
 *
 * hid-wiimote-modules.c wiimod_bboard_calib_show(): 3 x 4 runs of
 * '%04x:', the body testing 'i == 2 && j == 3' (no address of j);
 * typec displayport.c pin_assignment_show(): 'mask >>= 1, i++' up to
 * DP_PIN_ASSIGN_MAX; typec class.c supported_accessory_modes_show():
 * names of the file's table indexed by a member array's entries, over
 * ARRAY_SIZE() of that member. Each sum is far below the page.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

#define PIN_ASSIGN_MAX	6

enum accessory { ACCESSORY_NONE, ACCESSORY_AUDIO, ACCESSORY_DEBUG };

static const char * const accessory_names[] = {
	[ACCESSORY_NONE] = "none",
	[ACCESSORY_AUDIO] = "analog_audio",
	[ACCESSORY_DEBUG] = "debug",
};

static const char * const pin_names[] = { "A", "B", "C", "D", "E", "F" };

struct demo {
	u16 calib[4][3];
	u32 pins;
	enum accessory accessory[3];
};

static ssize_t calib_show(struct device *dev, struct device_attribute *attr,
			  char *out)
{
	struct demo *d = dev_get_drvdata(dev);
	int i, j, ret = 0;
	u16 val;

	for (i = 0; i < 3; ++i) {
		for (j = 0; j < 4; ++j) {
			val = d->calib[j][i];
			if (i == 2 && j == 3)
				ret += sprintf(&out[ret], "%04x\n", val);
			else
				ret += sprintf(&out[ret], "%04x:", val);
		}
	}
	return ret;
}
static DEVICE_ATTR_RO(calib);

static ssize_t pins_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct demo *d = dev_get_drvdata(dev);
	u32 pins = d->pins;
	int i, len = 0;

	for (i = 0; pins && i < PIN_ASSIGN_MAX; pins >>= 1, i++)
		if (pins & 1)
			len += sprintf(buf + len, "%s ", pin_names[i]);
	buf[len - 1] = '\n';
	return len;
}
static DEVICE_ATTR_RO(pins);

static ssize_t accessory_show(struct device *dev,
			      struct device_attribute *attr, char *buf)
{
	struct demo *d = dev_get_drvdata(dev);
	int i, ret = 0;

	for (i = 0; i < ARRAY_SIZE(d->accessory); i++)
		ret += sprintf(buf + ret, "%s ", accessory_names[d->accessory[i]]);
	buf[ret - 1] = '\n';
	return ret;
}
static DEVICE_ATTR_RO(accessory);

static struct attribute *demo_attrs[] = {
	&dev_attr_calib.attr,
	&dev_attr_pins.attr,
	&dev_attr_accessory.attr,
	NULL,
};
ATTRIBUTE_GROUPS(demo);
MODULE_LICENSE("GPL");
