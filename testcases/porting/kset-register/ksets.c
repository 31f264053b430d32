/* A kset at the top and one inside it. */
static struct kset bus_kset;
static struct kset devices_kset;

static int __init bus_init(void)
{
	int err;

	kobject_set_name(&bus_kset.kobj, "bus_demo");
	err = kset_register(&bus_kset);
	if (err)
		return err;
	kobject_set_name(&devices_kset.kobj, "devices");
	devices_kset.kobj.parent = &bus_kset.kobj;
	err = kset_register(&devices_kset);
	if (err)
		kset_unregister(&bus_kset);
	return err;
}

static void __exit bus_exit(void)
{
	kset_unregister(&devices_kset);
	kset_unregister(&bus_kset);
}
