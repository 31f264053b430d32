This is a note about sysfs, not C.
It has words; and (parentheses.
