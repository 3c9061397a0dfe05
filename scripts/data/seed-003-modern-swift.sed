# Seed 003's Swift 2 spelled in Swift 6: renames of API and syntax only, each with the
# Swift version that made it (scripts/seed-diff.sh applies them before diffing).
# Swift 3: Objective-C names imported by the API guidelines (SE-0005: `white`, `cgColor`, `main`,
# `sendActions(for:)`, `animate(withDuration:)`, `draw(_:)`; SE-0044: CGContext methods), lower-case
# enum cases (the guidelines, SE-0006), first argument labels (SE-0046: `_` keeps the calls)
s/UIColor\.whiteColor()/UIColor.white/g
s/\.CGColor/.cgColor/g
s/UIScreen\.mainScreen()/UIScreen.main/g
s/sendActionsForControlEvents(\.ValueChanged)/sendActions(for: .valueChanged)/
s/UIView\.animateWithDuration(0\.28, animations:/UIView.animate(withDuration: 0.28, animations:/
s/func textLayerWithTitle(title:/func textLayerWithTitle(_ title:/
s/func switchModel(recognizer:/func switchModel(_ recognizer:/
s/\.Left\b/.left/g
s/case Photo/case photo/; s/case Video/case video/
s/\.Photo\b/.photo/g; s/\.Video\b/.video/g
s/override func drawRect(rect: CGRect)/override func draw(_ rect: CGRect)/
s/CGContextSetFillColorWithColor(context, \(.*\))$/context?.setFillColor(\1)/
s/CGContextFillEllipseInRect(context, circleRect)/context?.fillEllipse(in: circleRect)/
# Swift 3 (SE-0072): no implicit bridging of String to AnyObject (CATextLayer.font is CFTypeRef?)
s/layer\.font = font?\.fontName$/layer.font = font?.fontName as CFTypeRef?/
# Swift 4 (SE-0160): a #selector's method is marked @objc
s/^    func switchModel(/    @objc func switchModel(/
# Swift 4: the colour-literal initialiser colorLiteralRed: is gone; red: is UIColor's own
s/UIColor(colorLiteralRed:/UIColor(red:/
# Swift 4.2: CATextLayer's alignment mode is a typed constant
s/alignmentMode = "center"/alignmentMode = .center/
