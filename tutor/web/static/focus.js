/* After htmx swaps in an answer's verdict (or the form again with its message), move the focus there: a keyboard
   or screen-reader user is taken to what changed instead of staying on a button that is gone. Elsewhere the swapped
   part marks what changed with data-focus (a deal's table: what the other players did). */
document.addEventListener("htmx:afterSwap", function (event) {
  var box = event.detail.target.querySelector(".verdict, .error") || event.detail.target.querySelector("[data-focus]");
  if (!box) return;
  if (!box.hasAttribute("tabindex")) box.setAttribute("tabindex", "-1");
  box.focus();
});
