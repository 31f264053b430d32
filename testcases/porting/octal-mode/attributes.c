/* Symbolic modes in attribute definitions and an is_visible(). */
static struct attribute enable_attr = {
	.name = "enable",
	.mode = S_IRUGO | S_IWUSR,
};

static struct attribute secret_attr = {
	.name = "secret",
	.mode = S_IRUSR,
};

static DEVICE_ATTR(speed, S_IWUSR | S_IRUGO, speed_show, speed_store);
static struct kobj_attribute reset_attr = __ATTR(reset, S_IWUSR, NULL, reset_store);
static SENSOR_DEVICE_ATTR(temp1_input, S_IRUGO, show_temp, NULL, 0);

static umode_t chip_is_visible(struct kobject *kobj, struct attribute *attr,
			       int n)
{
	if (n == 0)
		return S_IRUSR | S_IRGRP;
	return attr->mode | S_IWUSR;
}
