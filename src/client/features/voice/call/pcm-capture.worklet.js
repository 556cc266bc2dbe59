/* global sampleRate, registerProcessor, AudioWorkletProcessor */
/**
 * Runs on the audio thread: collects mono input, resamples it to the target rate when the
 * context runs at another rate (some browsers refuse a 24 kHz context with a microphone), and
 * posts fixed-size Float32 chunks to the page.
 */
class PcmCaptureProcessor extends AudioWorkletProcessor {
  constructor(options) {
    super();
    const { targetRate = 24000, chunkSamples = 4096 } = options.processorOptions ?? {};
    this.ratio = sampleRate / targetRate;
    this.chunk = new Float32Array(chunkSamples);
    this.fill = 0;
    this.position = 0; // fractional read position into the incoming stream, for resampling
    this.last = 0;
  }

  push(sample) {
    this.chunk[this.fill++] = sample;
    if (this.fill === this.chunk.length) {
      const out = this.chunk;
      // Allocate first: transferring the buffer detaches `out`, leaving its length 0.
      this.chunk = new Float32Array(out.length);
      this.fill = 0;
      this.port.postMessage(out, [out.buffer]);
    }
  }

  process(inputs) {
    const channel = inputs[0] && inputs[0][0];
    if (!channel) return true;
    if (this.ratio === 1) {
      for (let i = 0; i < channel.length; i++) this.push(channel[i]);
      return true;
    }
    // Linear interpolation between the previous block's last sample and this block.
    while (this.position < channel.length) {
      const index = Math.floor(this.position);
      const frac = this.position - index;
      const a = index === 0 ? this.last : channel[index - 1];
      const b = channel[index];
      this.push(a + (b - a) * frac);
      this.position += this.ratio;
    }
    this.position -= channel.length;
    this.last = channel[channel.length - 1];
    return true;
  }
}

registerProcessor('pcm-capture', PcmCaptureProcessor);
