module Mygem
  VERSION = "0.1.0"

  def self.slugify(s)
    s.downcase.strip.gsub(/[^a-z0-9]+/, "-").gsub(/^-|-$/, "")
  end
end
