// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: an array of hwmon sensor attributes; one alarm declared
 * writable without a store()
 */
#include <linux/device.h>
#include <linux/hwmon-sysfs.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static int temps[2], alarms[2];

static ssize_t temp_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	return sysfs_emit(buf, "%d\n", temps[to_sensor_dev_attr(attr)->index]);
}

static ssize_t alarm_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "%d\n", alarms[to_sensor_dev_attr(attr)->index]);
}

static struct sensor_device_attribute board_sensors[] = {
	SENSOR_ATTR(temp1_input, 0444, temp_show, NULL, 0),
	SENSOR_ATTR(temp2_input, 0444, temp_show, NULL, 1),
	SENSOR_ATTR(temp1_alarm, 0444, alarm_show, NULL, 0),
	SENSOR_ATTR(temp2_alarm, 0644, alarm_show, NULL, 1),	/* warn: sysfs-attr-mode "attribute 'temp2_alarm' ('board_sensors[3]') has mode 0644: it grants write, but there is no store()" */
};

int board_sensors_add(struct device *dev)
{
	int i, err;

	for (i = 0; i < ARRAY_SIZE(board_sensors); i++) {
		err = device_create_file(dev, &board_sensors[i].dev_attr);
		if (err)
			return err;
	}
	return 0;
}
MODULE_LICENSE("GPL");
