/* Open-coded attributes; the last three keep their long form. */
static DEVICE_ATTR(speed, S_IRUGO | S_IWUSR, speed_show, speed_store);
static DEVICE_ATTR(model, 0444, model_show, NULL);
static DEVICE_ATTR(reset, S_IWUSR, NULL, reset_store);
static DEVICE_ATTR(serial, 0400, serial_show, NULL);
static struct kobj_attribute level_attr = __ATTR(level, 0644, level_show, level_store);
static struct kobj_attribute version_attr = __ATTR(version, S_IRUGO, version_show, NULL);
static struct kobj_attribute flush_attr = __ATTR(flush, 0200, NULL, flush_store);

static DEVICE_ATTR(mode, 0644, chip_mode_show, chip_mode_store);
static DEVICE_ATTR(state, 0664, state_show, state_store);
static struct kobj_attribute info_attr = __ATTR(info, 0444, info_show, info_store);
