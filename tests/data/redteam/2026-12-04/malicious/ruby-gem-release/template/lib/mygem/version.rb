# frozen_string_literal: true

module Mygem
  VERSION = "0.1.0"
end
